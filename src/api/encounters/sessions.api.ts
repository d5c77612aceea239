import {
  CLINIC_PATHS,
  clinicResponse,
  practitionerListResponse,
  type Clinic,
  type PractitionerSummary,
} from '../../../common/contracts/clinic.contract';
import {
  ENCOUNTER_PATHS,
  dayResponse,
  encounterListResponse,
  encounterPath,
  encounterResponse,
  encounterTransitionPath,
  type DayQuery,
  type DayResponse,
  type Encounter,
  type EncounterInput,
  type EncounterListQuery,
  type EncounterListResponse,
  type EncounterTransition,
  type EncounterUpdate,
} from '../../../common/contracts/encounters.contract';
import {
  patientNotesPath,
  patientNotesResponse,
  sessionNotePath,
  sessionNoteResponse,
  type NoteSummary,
  type SessionNoteResponse,
} from '../../../common/contracts/notes.contract';
import {
  patientPath,
  patientResponse,
  type Patient,
} from '../../../common/contracts/patients.contract';
import { httpClient, type HttpClient } from '../http/http-client';
import { searchOf } from '../http/query-string';

/** The list's largest page (the contract's `limit` maximum): a clinic's day is one or few pages. */
export const LIST_PAGE_MAX = 200;

/**
 * Typed endpoints of clinical sessions (encounters), plus the two clinic reads the sessions
 * feature needs (its time zone and default length, the clinicians to book with); every answer
 * is validated by the contract.
 */
export function createSessionsApi(http: HttpClient) {
  const list = (query: Partial<EncounterListQuery>): Promise<EncounterListResponse> =>
    http.request('get', `${ENCOUNTER_PATHS.list}${searchOf(query)}`, encounterListResponse);
  return {
    book: async (input: EncounterInput): Promise<Encounter> =>
      (await http.request('post', ENCOUNTER_PATHS.list, encounterResponse, input)).encounter,
    reschedule: async (id: string, update: EncounterUpdate): Promise<Encounter> =>
      (await http.request('patch', encounterPath(id), encounterResponse, update)).encounter,
    transition: async (id: string, transition: EncounterTransition): Promise<Encounter> =>
      (await http.request('post', encounterTransitionPath(id), encounterResponse, transition))
        .encounter,
    get: async (id: string): Promise<Encounter> =>
      (await http.request('get', encounterPath(id), encounterResponse)).encounter,
    list,
    /**
     * Every session of a day that the viewer may see, in time order: the whole clinic's for the
     * front desk and owners (the server decides). Follows the list's pages to the last one; the
     * answer is scheduling only (times, people, status), never a note's content.
     */
    clinicDay: async (day: DayQuery): Promise<Encounter[]> => {
      const sessions: Encounter[] = [];
      let cursor: string | undefined;
      do {
        const page = await list({ from: day.from, to: day.to, cursor, limit: LIST_PAGE_MAX });
        sessions.push(...page.encounters);
        if (page.nextCursor && page.nextCursor === cursor)
          throw new Error('The session list repeated a page.');
        cursor = page.nextCursor;
      } while (cursor);
      return sessions;
    },
    myDay: (day: DayQuery): Promise<DayResponse> =>
      http.request('get', `${ENCOUNTER_PATHS.myDay}${searchOf(day)}`, dayResponse),
    /** The session's live note (null before its first save): for the session's clinician. */
    sessionNote: (id: string): Promise<SessionNoteResponse> =>
      http.request('get', sessionNotePath(id), sessionNoteResponse),
    /** A patient's notes without contents (status only): open to anyone who sees the patient. */
    patientNotes: async (patientId: string): Promise<NoteSummary[]> =>
      (await http.request('get', patientNotesPath(patientId), patientNotesResponse)).notes,
    /** The patient a session is booked for, to name them on the form (a read of the record). */
    patient: async (id: string): Promise<Patient> =>
      (await http.request('get', patientPath(id), patientResponse)).patient,
    clinic: async (): Promise<Clinic> =>
      (await http.request('get', CLINIC_PATHS.profile, clinicResponse)).clinic,
    practitioners: async (): Promise<PractitionerSummary[]> =>
      (await http.request('get', CLINIC_PATHS.practitioners, practitionerListResponse))
        .practitioners,
  };
}

export type SessionsApi = ReturnType<typeof createSessionsApi>;
export const sessionsApi = createSessionsApi(httpClient);
