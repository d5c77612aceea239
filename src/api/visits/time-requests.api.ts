import {
  TIME_REQUEST_PATHS,
  confirmTimeRequestPath,
  declineTimeRequestPath,
  deskTimeRequestResponse,
  timeRequestListResponse,
  type DeskTimeRequest,
  type TimeRequestListResponse,
} from '../../../common/contracts/portal-visits.contract';
import { httpClient, type HttpClient } from '../http/http-client';
import { searchOf } from '../http/query-string';

/**
 * The front desk's side of patients' requests for another time (issue 36): the pending ones of a
 * run of clinic days, confirmed (the session moves) or declined. Answers checked by the contract.
 */
export function createTimeRequestsApi(http: HttpClient) {
  return {
    pending: (query: { from: string; days: number }): Promise<TimeRequestListResponse> =>
      http.request(
        'get',
        `${TIME_REQUEST_PATHS.list}${searchOf({ from: query.from, days: query.days })}`,
        timeRequestListResponse,
      ),
    confirm: async (id: string): Promise<DeskTimeRequest> =>
      (await http.request('post', confirmTimeRequestPath(id), deskTimeRequestResponse)).request,
    decline: async (id: string): Promise<DeskTimeRequest> =>
      (await http.request('post', declineTimeRequestPath(id), deskTimeRequestResponse)).request,
  };
}

export type TimeRequestsApi = ReturnType<typeof createTimeRequestsApi>;
export const timeRequestsApi = createTimeRequestsApi(httpClient);
