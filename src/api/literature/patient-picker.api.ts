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
 * patient search (a POST: the name is in no URL) (a clinician's list is their caseload by default, as the server decides).
 */
export async function findPatientsToSaveTo(q: string): Promise<PatientSummary[]> {
  const answer = await httpClient.request('post', PATIENT_PATHS.search, patientListResponse, {
    status: 'active',
    limit: PATIENT_PICKER_LIMIT,
    ...(q.trim() ? { q: q.trim() } : {}),
  });
  return answer.patients;
}
