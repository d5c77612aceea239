import {
  observationsPath,
  patientIntakesPath,
  patientIntakesResponse,
  type IntakeSummary,
  type Observation,
  type RescoreInput,
} from '../../../common/contracts/intake.contract';
import {
  patientNotesPath,
  patientNotesResponse,
  type NoteSummary,
} from '../../../common/contracts/notes.contract';
import { allObservations } from '../http/observations';
import { httpClient, type HttpClient } from '../http/http-client';

/**
 * A patient's clinical documentation as the chart lists it: note summaries (no contents; anyone
 * who may see the patient), intake summaries and PHQ-9 / GAD-7 scores (the care team's
 * clinicians; the server answers 404 to anyone else). Called here, not through the notes or
 * intake features, so the chart keeps to its own folders.
 */
export function createPatientDocumentationApi(http: HttpClient) {
  return {
    notes: async (patientId: string): Promise<NoteSummary[]> =>
      (await http.request('get', patientNotesPath(patientId), patientNotesResponse)).notes,
    intakes: async (patientId: string): Promise<IntakeSummary[]> =>
      (await http.request('get', patientIntakesPath(patientId), patientIntakesResponse)).intakes,
    /** Oldest first. */
    observations: (patientId: string): Promise<Observation[]> => allObservations(http, patientId),
    /**
     * A re-score between intakes (complete answers only; the server computes the total). The
     * answer's body is not read: the chart reads the scores again.
     */
    rescore: (patientId: string, input: RescoreInput): Promise<void> =>
      http.send('post', observationsPath(patientId), input),
  };
}

export type PatientDocumentationApi = ReturnType<typeof createPatientDocumentationApi>;
export const patientDocumentationApi = createPatientDocumentationApi(httpClient);
