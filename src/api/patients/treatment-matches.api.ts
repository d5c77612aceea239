import {
  matchResponse,
  patientMatchPath,
  type MatchResponse,
} from '../../../common/contracts/knowledge.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/**
 * The chart's read of the renowned treatments matched to a patient (the knowledge feature's
 * endpoint, through the shared contract: a feature does not import another's client).
 */
export function createTreatmentMatchesApi(http: HttpClient) {
  return {
    forPatient: (patientId: string): Promise<MatchResponse> =>
      http.request('get', patientMatchPath(patientId), matchResponse),
  };
}

export const treatmentMatchesApi = createTreatmentMatchesApi(httpClient);
