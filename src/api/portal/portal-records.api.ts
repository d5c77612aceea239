import {
  PORTAL_RECORD_PATHS,
  patientConsentsResponse,
  type ConsentSignatureInput,
  type PatientConsent,
} from '../../../common/contracts/consent-texts.contract';
import {
  SHARES_PAGE_MAX,
  sharesResponse,
  type Share,
} from '../../../common/contracts/patient-shares.contract';
import { consent, type Consent } from '../../../common/contracts/patients.contract';
import * as z from 'zod/mini';
import { allPages } from '../http/all-pages';
import { EXPORT_TIMEOUT_MS } from '../patients/patient-chart.api';
import { httpClient, type HttpClient } from '../http/http-client';
import { PORTAL_QUERY_KEYS } from './portal.api';

/**
 * The signed-in patient's consents, shared documents and record (issue 36); the server takes the
 * patient from the token. A signature of a text that changed since it was shown rejects with the
 * server's 409 (`CONSENT_SIGNING_MESSAGES.textChanged`), an empty name with its 400.
 */
export function createPortalRecordsApi(http: HttpClient) {
  return {
    consents: async (): Promise<PatientConsent[]> =>
      (await http.request('get', PORTAL_RECORD_PATHS.consents, patientConsentsResponse)).consents,
    sign: async (input: ConsentSignatureInput): Promise<Consent> =>
      (await http.request('post', PORTAL_RECORD_PATHS.consents, z.object({ consent }), input))
        .consent,
    shares: (): Promise<Share[]> =>
      allPages(http, PORTAL_RECORD_PATHS.shares, {
        schema: sharesResponse,
        limit: SHARES_PAGE_MAX,
        items: (page) => page.shares,
      }),
    download: () => http.file(PORTAL_RECORD_PATHS.export, { timeoutMs: EXPORT_TIMEOUT_MS }),
  };
}

export type PortalRecordsApi = ReturnType<typeof createPortalRecordsApi>;
export const portalRecordsApi = createPortalRecordsApi(httpClient);

export const PORTAL_RECORD_QUERY_KEYS = {
  consents: [...PORTAL_QUERY_KEYS.all, 'consents'] as const,
  shares: [...PORTAL_QUERY_KEYS.all, 'shares'] as const,
};
