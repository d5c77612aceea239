import {
  PATIENT_PATHS,
  patientListResponse,
  patientPath,
  patientResponse,
  type Patient,
  type PatientRegistration,
  type PatientListQuery,
  type PatientListResponse,
  type PatientUpdate,
} from '../../../common/contracts/patients.contract';
import { httpClient, type HttpClient } from '../http/http-client';
import { patientListBody } from './patient-list-body';

/** Typed endpoints of the patients API; answers validated by the contract. */
export function createPatientsApi(http: HttpClient) {
  return {
    list: (query: Partial<PatientListQuery>): Promise<PatientListResponse> =>
      // A POST, so the name searched for is in no URL (issue 31).
      http.request('post', PATIENT_PATHS.search, patientListResponse, patientListBody(query)),
    get: async (id: string): Promise<Patient> =>
      (await http.request('get', patientPath(id), patientResponse)).patient,
    /** Registers a patient; `confirmNotDuplicate` once the registrar has seen the likely matches. */
    register: async (input: PatientRegistration): Promise<Patient> =>
      (await http.request('post', PATIENT_PATHS.list, patientResponse, input)).patient,
    update: async (id: string, update: PatientUpdate): Promise<Patient> =>
      (await http.request('patch', patientPath(id), patientResponse, update)).patient,
  };
}

export type PatientsApi = ReturnType<typeof createPatientsApi>;
export const patientsApi = createPatientsApi(httpClient);
