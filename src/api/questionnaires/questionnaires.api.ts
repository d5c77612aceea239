import {
  QUESTIONNAIRE_PATHS,
  assignmentsResponse,
  crisisLinesResponse,
  patientIntakesReviewPath,
  patientProvidedIntakesPath,
  patientProvidedIntakesResponse,
  questionnaireAssignmentPath,
  questionnaireAssignmentsPath,
  type AssignmentInput,
  type AssignmentsResponse,
  type CrisisLines,
  type CrisisLinesInput,
  type PatientProvidedIntake,
} from '../../../common/contracts/questionnaires.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/**
 * The clinic's side of questionnaires before the session (issue 36, docs/decisions.md
 * "c36-forms"): a patient's assignments and what is due now (the care team's clinicians), the
 * intake parts the patient filled in and their review, and the clinic's crisis lines (every member
 * reads, owners write). Every write answers with the state after it, so a view replaces its copy.
 */
export function createQuestionnairesApi(http: HttpClient) {
  return {
    assignments: (patientId: string): Promise<AssignmentsResponse> =>
      http.request('get', questionnaireAssignmentsPath(patientId), assignmentsResponse),
    assign: (patientId: string, input: AssignmentInput): Promise<AssignmentsResponse> =>
      http.request('post', questionnaireAssignmentsPath(patientId), assignmentsResponse, input),
    endAssignment: (patientId: string, assignmentId: string): Promise<AssignmentsResponse> =>
      http.request(
        'delete',
        questionnaireAssignmentPath(patientId, assignmentId),
        assignmentsResponse,
      ),
    patientIntakes: async (patientId: string): Promise<PatientProvidedIntake[]> =>
      (
        await http.request(
          'get',
          patientProvidedIntakesPath(patientId),
          patientProvidedIntakesResponse,
        )
      ).intakes,
    reviewPatientIntake: async (
      patientId: string,
      responseId: string,
    ): Promise<PatientProvidedIntake[]> =>
      (
        await http.request(
          'post',
          patientIntakesReviewPath(patientId, responseId),
          patientProvidedIntakesResponse,
          {},
        )
      ).intakes,
    crisisLines: async (): Promise<CrisisLines> =>
      (await http.request('get', QUESTIONNAIRE_PATHS.crisisLines, crisisLinesResponse)).crisisLines,
    saveCrisisLines: async (input: CrisisLinesInput): Promise<CrisisLines> =>
      (await http.request('put', QUESTIONNAIRE_PATHS.crisisLines, crisisLinesResponse, input))
        .crisisLines,
  };
}

export type QuestionnairesApi = ReturnType<typeof createQuestionnairesApi>;

export const questionnairesApi = createQuestionnairesApi(httpClient);

/** Read-cache keys: a patient's assignments and intake parts, and the clinic's crisis lines. */
export const QUESTIONNAIRE_QUERY_KEYS = {
  assignments: (patientId: string) => ['questionnaire-assignments', patientId] as const,
  patientIntakes: (patientId: string) => ['patient-provided-intakes', patientId] as const,
  crisisLines: ['clinic', 'crisis-lines'] as const,
};
