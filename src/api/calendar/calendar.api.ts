import {
  calendarResponse,
  type CalendarRequest,
  type CalendarResponse,
} from '../../../common/contracts/calendar.contract';
import {
  PATIENT_PATHS,
  patientListResponse,
  type PatientListResponse,
} from '../../../common/contracts/patients.contract';
import { httpClient, type HttpClient } from '../http/http-client';
import { calendarRangePath } from './calendar-range-path';

/**
 * The clinic's calendar (issue 32): the sessions of a run of clinic days, for one clinician or the
 * whole clinic, as the server lets the caller see them (busy blocks without a patient for a
 * colleague's sessions). Every answer is validated by the contract.
 */
export function createCalendarApi(http: HttpClient) {
  return {
    /** The days from `from`, or the week holding `weekOf` as the clinic frames its weeks. */
    range: (query: CalendarRequest): Promise<CalendarResponse> =>
      http.request('get', calendarRangePath(query), calendarResponse),
    /**
     * The patients whose name, MRN or birth date matches `q`, to book an empty slot for (the
     * patients search as the list uses it: a POST, so the name is in no URL; the server's
     * defaults decide whose patients a clinician finds).
     */
    patientsToBook: (q: string): Promise<PatientListResponse> =>
      http.request('post', PATIENT_PATHS.search, patientListResponse, { q, limit: 10 }),
  };
}

export type CalendarApi = ReturnType<typeof createCalendarApi>;
export const calendarApi = createCalendarApi(httpClient);
