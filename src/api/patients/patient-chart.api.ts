import {
  CLINIC_PATHS,
  clinicResponse,
  memberListResponse,
  type Clinic,
  type Member,
} from '../../../common/contracts/clinic.contract';
import {
  ENCOUNTER_PATHS,
  encounterListResponse,
  type EncounterListResponse,
} from '../../../common/contracts/encounters.contract';
import {
  accessTrailResponse,
  careTeamResponse,
  CONSENTS_PAGE_MAX,
  consentListResponse,
  diagnosisListResponse,
  patientResponse,
  patientSubPath,
  type AccessTrailFilter,
  type AccessTrailResponse,
  type CareTeamResponse,
  type ConsentInput,
  type ConsentListResponse,
  type Diagnosis,
  type DiagnosisInput,
  type Patient,
  type PatientFlag,
} from '../../../common/contracts/patients.contract';
import { patientExportPath } from '../../../common/contracts/patient-export.contract';
import { allPages } from '../http/all-pages';
import { httpClient, type HttpClient } from '../http/http-client';
import { searchOf } from '../http/query-string';

/** How many of a patient's sessions one page of the timeline asks for. */
export const TIMELINE_PAGE_SIZE = 50;
/** How long the export of a record may take before the chart says it failed. */
export const EXPORT_TIMEOUT_MS = 120_000;
/** How many lines of the access trail one page holds. */
export const ACCESS_PAGE_SIZE = 25;

/**
 * What one patient's chart reads and changes: the record's sub-resources, the patient's sessions
 * (the encounters API, called here so the chart does not reach into the sessions feature) and
 * the clinic's time zone and members (the clinic API, the same way).
 */
export function createPatientChartApi(http: HttpClient) {
  return {
    /** The whole history, read a page at a time (issue 31), and the consents in force. */
    consents: async (id: string): Promise<ConsentListResponse> => {
      let current: ConsentListResponse['current'] = [];
      const history = await allPages(http, patientSubPath(id, 'consents'), {
        schema: consentListResponse,
        limit: CONSENTS_PAGE_MAX,
        items: (page) => {
          current = page.current;
          return page.history;
        },
      });
      return { history, current };
    },
    recordConsent: (id: string, input: ConsentInput): Promise<ConsentListResponse> =>
      http.request('post', patientSubPath(id, 'consents'), consentListResponse, input),
    setCareTeam: (id: string, memberIds: string[]): Promise<CareTeamResponse> =>
      http.request('put', patientSubPath(id, 'care-team'), careTeamResponse, { memberIds }),
    setFlags: async (id: string, flags: PatientFlag[]): Promise<Patient> =>
      (await http.request('put', patientSubPath(id, 'flags'), patientResponse, { flags })).patient,
    diagnoses: async (id: string): Promise<Diagnosis[]> =>
      (await http.request('get', patientSubPath(id, 'diagnoses'), diagnosisListResponse)).diagnoses,
    /** The answer's body is not read: the chart reads the list again. */
    recordDiagnosis: (id: string, input: DiagnosisInput): Promise<void> =>
      http.send('post', patientSubPath(id, 'diagnoses'), input),
    accessTrail: (
      id: string,
      cursor?: string,
      filter: AccessTrailFilter = {},
    ): Promise<AccessTrailResponse> =>
      http.request(
        'get',
        `${patientSubPath(id, 'access')}${searchOf({ ...filter, cursor, limit: ACCESS_PAGE_SIZE })}`,
        accessTrailResponse,
      ),
    /** The trail as the filter narrows it, as a CSV file (owners; the download is audited). */
    exportAccessTrail: (id: string, filter: AccessTrailFilter = {}) =>
      http.file(`${patientSubPath(id, 'access')}/export${searchOf({ ...filter })}`),
    sessions: (patientId: string, cursor?: string): Promise<EncounterListResponse> =>
      http.request(
        'get',
        `${ENCOUNTER_PATHS.list}${searchOf({ patientId, cursor, limit: TIMELINE_PAGE_SIZE })}`,
        encounterListResponse,
      ),
    /** The patient's copy of the record (a ZIP); a large record takes a while to assemble. */
    exportRecord: (id: string) =>
      http.file(patientExportPath(id), { timeoutMs: EXPORT_TIMEOUT_MS }),
    clinic: async (): Promise<Clinic> =>
      (await http.request('get', CLINIC_PATHS.profile, clinicResponse)).clinic,
    members: async (): Promise<Member[]> =>
      (await http.request('get', CLINIC_PATHS.members, memberListResponse)).members,
  };
}

export type PatientChartApi = ReturnType<typeof createPatientChartApi>;
export const patientChartApi = createPatientChartApi(httpClient);
