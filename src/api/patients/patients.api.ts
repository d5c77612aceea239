import {
  PATIENT_PATHS,
  patientListResponse,
  patientPath,
  patientResponse,
  type Patient,
  type PatientInput,
  type PatientListQuery,
  type PatientListResponse,
  type PatientUpdate,
} from '../../../common/contracts/patients.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/** The list query as URL parameters; empty values are left out. */
export function patientListSearch(query: Partial<PatientListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Typed endpoints of the patients API; answers validated by the contract. */
export function createPatientsApi(http: HttpClient) {
  return {
    list: (query: Partial<PatientListQuery>): Promise<PatientListResponse> =>
      http.request('get', `${PATIENT_PATHS.list}${patientListSearch(query)}`, patientListResponse),
    get: async (id: string): Promise<Patient> =>
      (await http.request('get', patientPath(id), patientResponse)).patient,
    register: async (input: PatientInput): Promise<Patient> =>
      (await http.request('post', PATIENT_PATHS.list, patientResponse, input)).patient,
    update: async (id: string, update: PatientUpdate): Promise<Patient> =>
      (await http.request('patch', patientPath(id), patientResponse, update)).patient,
  };
}

export type PatientsApi = ReturnType<typeof createPatientsApi>;
export const patientsApi = createPatientsApi(httpClient);
