import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUESTIONNAIRE_PATHS,
  questionnaireAssignmentsPath,
  type AnswersResult,
  type PortalQuestionnairesResponse,
} from '../../common/contracts/questionnaires.contract.ts';
import { callAs } from '../patients/patient-records.test-kit.ts';
import { callAsPatient, startPortalKit, type PortalKit } from '../portal/portal.test-kit.ts';

let kit: PortalKit;
const PATH = QUESTIONNAIRE_PATHS.portal;
const ITEM9_ONE = [1, 1, 0, 1, 0, 0, 1, 0, 1];

beforeAll(async () => {
  kit = await startPortalKit();
  const assigned = await callAs(
    kit,
    kit.founder,
    'POST',
    questionnaireAssignmentsPath(kit.alice.patient.id),
    { questionnaire: 'phq9', cadence: { every: 'weeks', weeks: 2 } },
  );
  if (assigned.status !== 201) throw new Error(`assign failed: ${assigned.status}`);
});
afterAll(() => kit.server.close());

const responses = () =>
  kit.server.server.ctx.db.selectFrom('questionnaire_responses').selectAll().execute();

describe('the portal patient’s questionnaires', () => {
  it('lists the signed-in patient’s due questionnaires with the clinic’s crisis lines', async () => {
    const reply = await callAsPatient<PortalQuestionnairesResponse>(
      kit.server,
      kit.alice,
      'GET',
      PATH,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.due).toMatchObject([{ questionnaire: 'phq9', dueKey: 'period:0' }]);
    expect(reply.body.crisisLines).toEqual({ clinicLine: null, nationalLine: null });
  });

  it('shows another patient of the same clinic and another clinic’s patient nothing of hers', async () => {
    for (const who of [kit.bob, kit.foreign]) {
      const reply = await callAsPatient<PortalQuestionnairesResponse>(kit.server, who, 'GET', PATH);
      expect(reply.body.due).toEqual([]);
      const answer = await callAsPatient(kit.server, who, 'POST', PATH, {
        questionnaire: 'phq9',
        answers: ITEM9_ONE,
      });
      expect(answer.status).toBe(404);
    }
    expect(await responses()).toEqual([]);
  });

  it('refuses a member’s token (403) and an answer out of range (400), storing nothing', async () => {
    const byMember = await callAs(kit, kit.founder, 'POST', PATH, {
      questionnaire: 'phq9',
      answers: ITEM9_ONE,
    });
    expect(byMember.status).toBe(403);
    const outOfRange = await callAsPatient(kit.server, kit.alice, 'POST', PATH, {
      questionnaire: 'phq9',
      answers: [4, 0, 0, 0, 0, 0, 0, 0, 0],
    });
    expect(outOfRange.status).toBe(400);
    expect(await responses()).toEqual([]);
  });

  it('takes her PHQ-9 with item 9 at 1 once, answering the crisis lines; a second time is a 409', async () => {
    const body = { questionnaire: 'phq9', answers: ITEM9_ONE };
    const reply = await callAsPatient<AnswersResult>(kit.server, kit.alice, 'POST', PATH, body);
    expect(reply.status).toBe(201);
    expect(reply.body.crisis).toEqual({ clinicLine: null, nationalLine: null });
    const again = await callAsPatient(kit.server, kit.alice, 'POST', PATH, body);
    expect(again.status).toBe(409);
    expect(await responses()).toHaveLength(1);
  });
});
