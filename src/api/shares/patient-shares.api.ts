import {
  SHARES_PAGE_MAX,
  patientSharePath,
  patientSharesPath,
  shareResponse,
  sharesResponse,
  type Share,
  type ShareInput,
} from '../../../common/contracts/patient-shares.contract';
import { allPages } from '../http/all-pages';
import { httpClient, type HttpClient } from '../http/http-client';

/**
 * What the care team shares with a patient in the portal (issue 36), on the chart: the list
 * (every page, newest first), one more share, and unsharing (at once).
 */
export function createPatientSharesApi(http: HttpClient) {
  return {
    list: (patientId: string): Promise<Share[]> =>
      allPages(http, patientSharesPath(patientId), {
        schema: sharesResponse,
        limit: SHARES_PAGE_MAX,
        items: (page) => page.shares,
      }),
    share: async (patientId: string, input: ShareInput): Promise<Share> =>
      (await http.request('post', patientSharesPath(patientId), shareResponse, input)).share,
    unshare: (patientId: string, shareId: string): Promise<void> =>
      http.send('delete', patientSharePath(patientId, shareId)),
  };
}

export type PatientSharesApi = ReturnType<typeof createPatientSharesApi>;
export const patientSharesApi = createPatientSharesApi(httpClient);

/** Under the chart's own `['patients', id]`, so the chart's refreshes include it. */
export const patientSharesKey = (patientId: string) => ['patients', patientId, 'shares'] as const;
