import {
  SMART_API_PATHS,
  smartAppCreatedResponse,
  smartAppListResponse,
  smartConsentDecisionResponse,
  smartConsentResponse,
  type SmartApp,
  type SmartAppCreated,
  type SmartAppRegistration,
  type SmartConsent,
  type SmartConsentDecision,
} from '../../../common/contracts/smart.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/** SMART apps (the clinic's registrations, owner only) and a launch's consent; answers validated. */
export function createSmartApi(http: HttpClient) {
  return {
    apps: async (): Promise<SmartApp[]> =>
      (await http.request('get', SMART_API_PATHS.apps, smartAppListResponse)).apps,
    /** A new app; a confidential app's secret is in this answer only. */
    register: (app: SmartAppRegistration): Promise<SmartAppCreated> =>
      http.request('post', SMART_API_PATHS.apps, smartAppCreatedResponse, app),
    revoke: (clientId: string): Promise<void> =>
      http.send('delete', SMART_API_PATHS.app.replace(':clientId', encodeURIComponent(clientId))),
    consent: (request: string): Promise<SmartConsent> =>
      http.request(
        'get',
        `${SMART_API_PATHS.consent}?${new URLSearchParams({ request }).toString()}`,
        smartConsentResponse,
      ),
    /** The member's answer: where the browser goes next (the app, with a code or an error). */
    decide: async (decision: SmartConsentDecision): Promise<string> =>
      (await http.request('post', SMART_API_PATHS.consent, smartConsentDecisionResponse, decision))
        .redirectTo,
  };
}

export const smartApi = createSmartApi(httpClient);
