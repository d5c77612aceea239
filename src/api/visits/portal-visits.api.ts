import {
  PORTAL_VISIT_PATHS,
  freeSlotsResponse,
  portalCancelPath,
  portalFreeSlotsPath,
  portalSessionPath,
  portalSessionResponse,
  portalSessionsResponse,
  portalTimeRequestsPath,
  timeRequestResponse,
  type FreeSlotsResponse,
  type PortalSessionResponse,
  type PortalSessionsResponse,
  type TimeRequest,
} from '../../../common/contracts/portal-visits.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/**
 * The patient's sessions in the portal (issue 36), over the portal's own client (the signed-in
 * patient's token): the dashboard's list, one session, cancelling it, its clinician's free slots
 * and a request for one of them. Answers checked by the contract.
 */
export function createPortalVisitsApi(http: HttpClient) {
  return {
    sessions: (): Promise<PortalSessionsResponse> =>
      http.request('get', PORTAL_VISIT_PATHS.sessions, portalSessionsResponse),
    session: (id: string): Promise<PortalSessionResponse> =>
      http.request('get', portalSessionPath(id), portalSessionResponse),
    cancel: (id: string, reason?: string): Promise<PortalSessionResponse> =>
      http.request('post', portalCancelPath(id), portalSessionResponse, reason ? { reason } : {}),
    freeSlots: (id: string): Promise<FreeSlotsResponse> =>
      http.request('get', portalFreeSlotsPath(id), freeSlotsResponse),
    requestTime: async (id: string, startsAt: string): Promise<TimeRequest> =>
      (await http.request('post', portalTimeRequestsPath(id), timeRequestResponse, { startsAt }))
        .timeRequest,
  };
}

export type PortalVisitsApi = ReturnType<typeof createPortalVisitsApi>;

export const portalVisitsApi = createPortalVisitsApi(httpClient);

/** The portal visits' read-cache keys, under the portal's (`['portal', …]`). */
export const PORTAL_VISIT_QUERY_KEYS = {
  sessions: ['portal', 'sessions'] as const,
  session: (id: string) => ['portal', 'sessions', id] as const,
  freeSlots: (id: string) => ['portal', 'sessions', id, 'free-slots'] as const,
};
