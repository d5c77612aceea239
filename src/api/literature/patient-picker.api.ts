import type { PatientSummary } from '../../../common/contracts/patients.contract';
import { patientsApi } from '../patients/patients.api';

/** How many patients the save dialog's picker offers at once. */
export const PATIENT_PICKER_LIMIT = 8;

/**
 * The patients a member may save an article to, found by name, MRN or birth date through the
 * patients API (a clinician's list is their caseload by default, as the server decides).
 */
export async function findPatientsToSaveTo(q: string): Promise<PatientSummary[]> {
  const text = q.trim();
  const answer = await patientsApi.list({
    ...(text ? { q: text } : {}),
    status: 'active',
    limit: PATIENT_PICKER_LIMIT,
  });
  return answer.patients;
}
