import {
  CONSENT_TEXT_PATHS,
  consentTextResponse,
  consentTextVersionsPath,
  consentTextsResponse,
  type ConsentText,
  type ConsentTextInput,
  type SignableConsentKind,
} from '../../../common/contracts/consent-texts.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/**
 * The clinic's consent texts (issue 36): each kind's current version, one kind's versions newest
 * first, and an owner's new version (none ever changes: an edit is a new version).
 */
export function createConsentTextsApi(http: HttpClient) {
  return {
    current: async (): Promise<ConsentText[]> =>
      (await http.request('get', CONSENT_TEXT_PATHS.texts, consentTextsResponse)).texts,
    versions: async (kind: SignableConsentKind): Promise<ConsentText[]> =>
      (await http.request('get', consentTextVersionsPath(kind), consentTextsResponse)).texts,
    add: async (input: ConsentTextInput): Promise<ConsentText> =>
      (await http.request('post', CONSENT_TEXT_PATHS.texts, consentTextResponse, input)).text,
  };
}

export type ConsentTextsApi = ReturnType<typeof createConsentTextsApi>;
export const consentTextsApi = createConsentTextsApi(httpClient);

export const CONSENT_TEXT_QUERY_KEYS = {
  all: ['clinic', 'consent-texts'] as const,
  current: ['clinic', 'consent-texts', 'current'] as const,
  versions: (kind: SignableConsentKind) => ['clinic', 'consent-texts', 'versions', kind] as const,
};
