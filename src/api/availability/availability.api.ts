import {
  AVAILABILITY_PATHS,
  availabilityRangeResponse,
  clinicHoursResponse,
  clinicianAvailabilityPath,
  clinicianAvailabilityResponse,
  type AvailabilityRangeQuery,
  type AvailabilityRangeResponse,
  type ClinicHours,
  type ClinicianAvailability,
} from '../../../common/contracts/availability.contract';
import { httpClient, type HttpClient } from '../http/http-client';
import { searchOf } from '../http/query-string';

/**
 * Availability (issue 32): a clinician's working hours and dates off, the clinic's opening hours
 * and holidays, and the calendar's bookable spans; every answer validated by the contract.
 */
export function createAvailabilityApi(http: HttpClient) {
  return {
    range: (query: AvailabilityRangeQuery): Promise<AvailabilityRangeResponse> =>
      http.request(
        'get',
        `${AVAILABILITY_PATHS.range}${searchOf(query)}`,
        availabilityRangeResponse,
      ),
    clinician: async (id: string): Promise<ClinicianAvailability> =>
      (await http.request('get', clinicianAvailabilityPath(id), clinicianAvailabilityResponse))
        .availability,
    setClinician: async (id: string, week: ClinicianAvailability): Promise<ClinicianAvailability> =>
      (
        await http.request(
          'put',
          clinicianAvailabilityPath(id),
          clinicianAvailabilityResponse,
          week,
        )
      ).availability,
    clinic: async (): Promise<ClinicHours> =>
      (await http.request('get', AVAILABILITY_PATHS.clinic, clinicHoursResponse)).clinicHours,
    setClinic: async (hours: ClinicHours): Promise<ClinicHours> =>
      (await http.request('put', AVAILABILITY_PATHS.clinic, clinicHoursResponse, hours))
        .clinicHours,
  };
}

export type AvailabilityApi = ReturnType<typeof createAvailabilityApi>;
export const availabilityApi = createAvailabilityApi(httpClient);
