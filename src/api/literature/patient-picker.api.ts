import {
  PATIENT_PATHS,
  patientListResponse,
  type PatientSummary,
} from '../../../common/contracts/patients.contract';
import { httpClient } from '../http/http-client';

/** How many patients the save dialog's picker offers at once. */
export const PATIENT_PICKER_LIMIT = 8;

/**
 * The patients a member may save an article to, found by name, MRN or birth date through the
 * patients endpoint (a clinician's list is their caseload by default, as the server decides).
 */
export async function findPatientsToSaveTo(q: string): Promise<PatientSummary[]> {
  const params = new URLSearchParams({ status: 'active', limit: String(PATIENT_PICKER_LIMIT) });
  if (q.trim()) params.set('q', q.trim());
  const answer = await httpClient.request(
    'get',
    `${PATIENT_PATHS.list}?${params.toString()}`,
    patientListResponse,
  );
  return answer.patients;
}
