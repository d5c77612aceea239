import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  QUESTIONNAIRE_MESSAGES,
  QUESTIONNAIRE_PATHS,
  questionnaireAssignmentsPath,
} from '../../../common/contracts/questionnaires.contract';
import { server } from '../../mocks/node';
import { ApiError } from '../http/api-error';
import { createHttpClient } from '../http/http-client';
import { createPortalQuestionnairesApi } from '../portal/questionnaires.api';
import { createQuestionnairesApi } from './questionnaires.api';

const BASE = 'http://localhost/backend/api';
const api = createQuestionnairesApi(createHttpClient({}, BASE));
const portal = createPortalQuestionnairesApi(createHttpClient({}, BASE));
const state = {
  assignments: [
    {
      id: 'a-1',
      questionnaire: 'phq9',
      cadence: { every: 'session' },
      assignedBy: 'u-1',
      assignedAt: '2031-04-01T09:00:00.000Z',
    },
  ],
  due: [],
};

describe('the questionnaires API clients', () => {
  it('sends the assignment as chosen and hands back the patient’s assignments after it', async () => {
    let sent: unknown = null;
    server.use(
      http.post(`${BASE}${questionnaireAssignmentsPath('p-1')}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(state, { status: 201 });
      }),
    );
    const after = await api.assign('p-1', { questionnaire: 'phq9', cadence: { every: 'session' } });
    expect(sent).toEqual({ questionnaire: 'phq9', cadence: { every: 'session' } });
    expect(after.assignments.map((a) => a.id)).toEqual(['a-1']);
  });

  it('writes the crisis lines and hands back what the server stored', async () => {
    server.use(
      http.put(`${BASE}${QUESTIONNAIRE_PATHS.crisisLines}`, async ({ request }) =>
        HttpResponse.json({ crisisLines: await request.json() }),
      ),
    );
    const lines = { clinicLine: '+40 21 000 0000 (9–17)', nationalLine: null };
    expect(await api.saveCrisisLines(lines)).toEqual(lines);
  });

  it('rejects a second answer for the same occasion with the server’s 409 and words', async () => {
    server.use(
      http.post(`${BASE}${QUESTIONNAIRE_PATHS.portal}`, () =>
        HttpResponse.json({ message: QUESTIONNAIRE_MESSAGES.alreadyAnswered }, { status: 409 }),
      ),
    );
    const error = await portal
      .answer({ questionnaire: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe(QUESTIONNAIRE_MESSAGES.alreadyAnswered);
  });
});
