import {
  PORTAL_SMART_PATHS,
  portalSmartConsentResponse,
  portalSmartDecisionResponse,
  portalSmartGrantList,
  portalSmartRevokePath,
  type PortalSmartConsent,
  type PortalSmartDecision,
  type PortalSmartGrant,
} from '../../../common/contracts/portal-smart.contract';
import { httpClient, type HttpClient } from '../http/http-client';
import { PORTAL_QUERY_KEYS } from './portal.api';

/**
 * The patient's own SMART apps (issue 36): a launch's consent (what the app asks; the answer,
 * which gives the page where the browser goes next) and the apps allowed, each revocable.
 */
export function createPortalAppsApi(http: HttpClient) {
  return {
    consent: (request: string): Promise<PortalSmartConsent> =>
      http.request(
        'get',
        `${PORTAL_SMART_PATHS.consent}?${new URLSearchParams({ request }).toString()}`,
        portalSmartConsentResponse,
      ),
    decide: async (decision: PortalSmartDecision): Promise<string> =>
      (
        await http.request(
          'post',
          PORTAL_SMART_PATHS.consent,
          portalSmartDecisionResponse,
          decision,
        )
      ).redirectTo,
    grants: async (): Promise<PortalSmartGrant[]> =>
      (await http.request('get', PORTAL_SMART_PATHS.grants, portalSmartGrantList)).grants,
    revoke: (grantId: string): Promise<void> => http.send('post', portalSmartRevokePath(grantId)),
  };
}

export const portalAppsApi = createPortalAppsApi(httpClient);

export const PORTAL_APPS_QUERY_KEY = [...PORTAL_QUERY_KEYS.all, 'apps'] as const;
