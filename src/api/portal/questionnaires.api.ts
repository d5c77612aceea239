import {
  QUESTIONNAIRE_PATHS,
  answersResult,
  portalQuestionnairesResponse,
  type AnswersInput,
  type AnswersResult,
  type PortalQuestionnairesResponse,
} from '../../../common/contracts/questionnaires.contract';
import { httpClient, type HttpClient } from '../http/http-client';
import { PORTAL_QUERY_KEYS } from './portal.api';

/**
 * The signed-in patient's questionnaires (issue 36): what is due now with the clinic's crisis
 * lines, and sending one questionnaire's answers (the server takes the patient from the token).
 * A refusal rejects with the ApiError of the server's words (409 already answered / not due,
 * 400 out of range, 404 not assigned).
 */
export function createPortalQuestionnairesApi(http: HttpClient) {
  return {
    due: (): Promise<PortalQuestionnairesResponse> =>
      http.request('get', QUESTIONNAIRE_PATHS.portal, portalQuestionnairesResponse),
    answer: (input: AnswersInput): Promise<AnswersResult> =>
      http.request('post', QUESTIONNAIRE_PATHS.portal, answersResult, input),
  };
}

export type PortalQuestionnairesApi = ReturnType<typeof createPortalQuestionnairesApi>;

export const portalQuestionnairesApi = createPortalQuestionnairesApi(httpClient);

export const PORTAL_QUESTIONNAIRE_QUERY_KEY = [...PORTAL_QUERY_KEYS.all, 'questionnaires'] as const;
