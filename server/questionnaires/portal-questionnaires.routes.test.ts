import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientSubPath } from '../../common/contracts/patients.contract.ts';
import {
  QUESTIONNAIRE_PATHS,
  patientProvidedIntakesPath,
  questionnaireAssignmentsPath,
  type AnswersResult,
  type PatientIntakePart,
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
  const intake = await callAs(
    kit,
    kit.founder,
    'POST',
    questionnaireAssignmentsPath(kit.alice.patient.id),
    { questionnaire: 'intake', cadence: { every: 'once' } },
  );
  if (intake.status !== 201) throw new Error(`assign failed: ${intake.status}`);
});
afterAll(() => kit.server.close());

const PART: PatientIntakePart = {
  demographics: {
    preferredName: 'Ali',
    pronouns: null,
    genderIdentity: null,
    phone: '+44 20 7946 0001',
    emergencyContact: 'Sam Doe',
    emergencyContactRelationship: 'partner',
    emergencyContactPhone: null,
  },
  presentingProblem: 'Cannot sleep; panic at work.',
  history: { psychiatric: '', medical: 'Asthma.', substanceUse: '', family: '', social: '' },
};

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
    expect(reply.body.due).toMatchObject([
      { questionnaire: 'phq9', dueKey: 'period:0' },
      { questionnaire: 'intake', dueKey: 'once' },
    ]);
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

describe('the intake’s patient part sent from the portal', () => {
  const intakeParts = () => responses().then((rows) => rows.filter((row) => row.content !== null));

  it('refuses another patient of the clinic and another clinic’s (404), a member (403) and a part the contract refuses (400), storing nothing', async () => {
    for (const who of [kit.bob, kit.foreign]) {
      const reply = await callAsPatient(kit.server, who, 'POST', PATH, {
        questionnaire: 'intake',
        intake: PART,
      });
      expect(reply.status).toBe(404);
    }
    const byMember = await callAs(kit, kit.founder, 'POST', PATH, {
      questionnaire: 'intake',
      intake: PART,
    });
    expect(byMember.status).toBe(403);
    for (const intake of [
      { ...PART, demographics: { ...PART.demographics, pronouns: 'x'.repeat(41) } },
      { ...PART, diagnoses: [] },
      { ...PART, history: { medical: 'Asthma.' } },
    ]) {
      const bad = await callAsPatient(kit.server, kit.alice, 'POST', PATH, {
        questionnaire: 'intake',
        intake,
      });
      expect(bad.status).toBe(400);
    }
    expect(await intakeParts()).toEqual([]);
  });

  it('takes her part once for the care team to review; a second time is a 409', async () => {
    const body = { questionnaire: 'intake', intake: PART };
    const reply = await callAsPatient<AnswersResult>(kit.server, kit.alice, 'POST', PATH, body);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ score: null, crisis: null });
    const again = await callAsPatient(kit.server, kit.alice, 'POST', PATH, body);
    expect(again.status).toBe(409);
    expect(await intakeParts()).toHaveLength(1);
    const listed = await callAs<{ intakes: unknown[] }>(
      kit,
      kit.founder,
      'GET',
      patientProvidedIntakesPath(kit.alice.patient.id),
    );
    expect(listed.body.intakes).toEqual([
      expect.objectContaining({ id: reply.body.responseId, intake: PART, reviewedAt: null }),
    ]);
    const due = await callAsPatient<PortalQuestionnairesResponse>(
      kit.server,
      kit.alice,
      'GET',
      PATH,
    );
    expect(due.body.due.map((d) => d.questionnaire)).not.toContain('intake');
  });

  it('puts her reads of what is asked of her on her chart’s access trail, naming her', async () => {
    await callAsPatient(kit.server, kit.alice, 'GET', PATH);
    const trail = await callAs<{ entries: Record<string, unknown>[] }>(
      kit,
      kit.founder,
      'GET',
      patientSubPath(kit.alice.patient.id, 'access'),
    );
    expect(trail.body.entries).toContainEqual(
      expect.objectContaining({
        action: 'portal-read',
        byPatient: true,
        user: expect.objectContaining({ id: kit.alice.accountId }),
      }),
    );
  });
});
