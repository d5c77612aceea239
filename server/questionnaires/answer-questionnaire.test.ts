import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observationsPath, type Observation } from '../../common/contracts/intake.contract.ts';
import type { NotificationsResponse } from '../../common/contracts/notifications.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import {
  answersInput,
  patientProvidedIntakesPath,
  patientIntakesReviewPath,
  QUESTIONNAIRE_PATHS,
  questionnaireAssignmentsPath,
  type PatientIntakePart,
  type PatientProvidedIntake,
} from '../../common/contracts/questionnaires.contract.ts';
import { tenantDb } from '../db/tenant-db.ts';
import { toObservation } from '../fhir/observation.map.ts';
import { listScoreRows } from '../fhir/scores-consents.repository.ts';
import { HttpError } from '../http/http-error.ts';
import {
  callAs,
  freshPatient,
  sessionOf,
  startClinicKit,
  type ClinicKit,
} from '../intake/intake.test-kit.ts';
import { expectUnchanged, trailOf } from '../patients/patient-records.test-kit.ts';
import { answerQuestionnaire } from './answer-questionnaire.ts';

let kit: ClinicKit;
let patient: Patient;
const DAY = 86_400_000;
const PHQ9_ITEM9_ONE = [1, 1, 0, 1, 0, 0, 1, 0, 1] as const;

const clinicOf = (tenantId: string) => tenantDb(kit.server.server.ctx.db, tenantId);
const ours = () => clinicOf(kit.founder.user.tenantId);
const answer = (input: unknown, patientId = patient.id, clinic = ours()) =>
  answerQuestionnaire(clinic, patientId, answersInput.parse(input), kit.server.now());
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
};

/** Everything answering may write, for "nothing stored". */
const stored = async () => {
  const db = kit.server.server.ctx.db;
  return Promise.all([
    db.selectFrom('questionnaire_responses').selectAll().orderBy('id').execute(),
    db.selectFrom('observations').select('id').orderBy('id').execute(),
    db.selectFrom('notifications').select('id').orderBy('id').execute(),
  ]);
};

const assign = (questionnaire: string, cadence: unknown) =>
  callAs(kit, kit.founder, 'POST', questionnaireAssignmentsPath(patient.id), {
    questionnaire,
    cadence,
  });

const bell = async (who = kit.founder) =>
  (await callAs<NotificationsResponse>(kit, who, 'GET', '/notifications')).body;

const intakePart: PatientIntakePart = {
  demographics: {
    preferredName: 'Ada',
    pronouns: 'she/her',
    phone: '+44 20 7946 0018',
    emergencyContact: 'Mary Somerville',
    emergencyContactRelationship: 'friend',
    emergencyContactPhone: '+44 20 7946 0019',
  },
  presentingProblem: 'I have not slept well for a month.',
  history: {
    psychiatric: 'None before.',
    medical: 'Asthma.',
    substanceUse: 'A glass of wine at weekends.',
    family: '',
    social: 'Live with my partner.',
  },
};

beforeAll(async () => {
  kit = await startClinicKit();
  patient = await freshPatient(kit, 'Answering');
  await callAs(kit, kit.founder, 'PUT', QUESTIONNAIRE_PATHS.crisisLines, {
    clinicLine: 'Harbour Clinic on call: +44 20 7946 0000',
    nationalLine: null,
  });
});
afterAll(() => kit.server.close());

describe('a patient answering a questionnaire', () => {
  it('refuses a questionnaire that is not assigned (404), storing nothing', async () => {
    await expectUnchanged(stored, async () => {
      const refused = await refusal(answer({ questionnaire: 'phq9', answers: PHQ9_ITEM9_ONE }));
      expect(refused).toEqual({
        status: 404,
        message: 'This questionnaire is not assigned to you.',
      });
    });
  });

  it('refuses a per-session PHQ-9 while no session is booked within a week (409)', async () => {
    expect((await assign('phq9', { every: 'session' })).status).toBe(201);
    await sessionOf(
      kit,
      patient.id,
      kit.founder.user.id,
      new Date(kit.server.now().getTime() + 9 * DAY),
    );
    await expectUnchanged(stored, async () => {
      const refused = await refusal(answer({ questionnaire: 'phq9', answers: PHQ9_ITEM9_ONE }));
      expect(refused.status).toBe(409);
    });
  });

  it('with PHQ-9 item 9 at 1: stores a patient-reported score, shows the crisis lines and notifies the care team’s clinician at once', async () => {
    await sessionOf(
      kit,
      patient.id,
      kit.founder.user.id,
      new Date(kit.server.now().getTime() + 2 * DAY),
    );
    const result = await answer({ questionnaire: 'phq9', answers: PHQ9_ITEM9_ONE });
    expect(result.score).toEqual({ total: 5, band: 'mild' });
    expect(result.crisis).toEqual({
      clinicLine: 'Harbour Clinic on call: +44 20 7946 0000',
      nationalLine: null,
    });
    const scores = await callAs<{ observations: Observation[] }>(
      kit,
      kit.founder,
      'GET',
      observationsPath(patient.id),
    );
    expect(scores.body.observations).toMatchObject([
      { instrument: 'phq9', total: 5, reportedBy: 'patient', intakeId: null },
    ]);
    const mine = (await bell()).notifications.filter((n) => n.kind === 'questionnaire-safety');
    expect(mine).toMatchObject([
      { patient: { id: patient.id, name: 'Ada Answering' }, read: false },
    ]);
    const theirs = (await bell(kit.colleague.login)).notifications;
    expect(theirs.filter((n) => n.kind === 'questionnaire-safety')).toEqual([]);
  });

  it('refuses the same occasion answered twice (409), storing nothing', async () => {
    await expectUnchanged(stored, async () => {
      const refused = await refusal(
        answer({ questionnaire: 'phq9', answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] }),
      );
      expect(refused).toEqual({
        status: 409,
        message: 'This questionnaire is already answered for this occasion.',
      });
    });
  });

  it('shows no crisis lines and notifies nobody when item 9 is 0', async () => {
    expect((await assign('gad7', { every: 'weeks', weeks: 4 })).status).toBe(201);
    const before = (await bell()).notifications.length;
    const result = await answer({ questionnaire: 'gad7', answers: [3, 3, 3, 3, 3, 3, 3] });
    expect(result).toMatchObject({ score: { total: 21, band: 'severe' }, crisis: null });
    expect((await bell()).notifications).toHaveLength(before);
  });

  it.each([
    ['an answer out of range', { questionnaire: 'gad7', answers: [4, 0, 0, 0, 0, 0, 0] }],
    ['a missing item', { questionnaire: 'phq9', answers: [0, 0, 0, 0, 0, 0, 0, 0, null] }],
    ['too few items', { questionnaire: 'phq9', answers: [0, 0, 0] }],
    ['a total of its own', { questionnaire: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0], total: 0 }],
  ])('refuses %s before anything is looked up', (_, input) => {
    expect(answersInput.safeParse(input).success).toBe(false);
  });

  it('is for the patient of the clinic it is given: another clinic has no such assignment (404)', async () => {
    await expectUnchanged(stored, async () => {
      const theirs = clinicOf(kit.stranger.user.tenantId);
      const refused = await refusal(
        answer({ questionnaire: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0] }, patient.id, theirs),
      );
      expect(refused.status).toBe(404);
    });
  });

  it('gives FHIR the patient as the performer of a patient-reported score', async () => {
    const rows = await listScoreRows(ours(), { patientId: patient.id });
    const phq9 = toObservation(rows.find((row) => row.instrument === 'phq9')!);
    expect(phq9.performer).toEqual([{ reference: `Patient/${patient.id}` }]);
    expect(phq9.text?.div).toContain('reported by the patient before the session');
  });
});

describe('the intake’s patient part', () => {
  it('is stored once for the clinician to review, marked patient-provided until reviewed', async () => {
    expect((await assign('intake', { every: 'once' })).status).toBe(201);
    const result = await answer({ questionnaire: 'intake', intake: intakePart });
    expect(result).toMatchObject({ score: null, crisis: null });
    const listed = await callAs<{ intakes: PatientProvidedIntake[] }>(
      kit,
      kit.founder,
      'GET',
      patientProvidedIntakesPath(patient.id),
    );
    expect(listed.body.intakes).toMatchObject([
      { id: result.responseId, intake: intakePart, reviewedAt: null, reviewedBy: null },
    ]);
    expect((await trailOf(kit, patient.id)).at(-1)).toEqual([kit.founder.user.id, 'read-intake']);
    const refused = await refusal(answer({ questionnaire: 'intake', intake: intakePart }));
    expect(refused.status).toBe(409);
  });

  it('is reviewed once by the care team’s clinician; nobody else may read or review it', async () => {
    const [part] = (
      await callAs<{ intakes: PatientProvidedIntake[] }>(
        kit,
        kit.founder,
        'GET',
        patientProvidedIntakesPath(patient.id),
      )
    ).body.intakes;
    const review = patientIntakesReviewPath(patient.id, part!.id);
    for (const who of [kit.staff, kit.ownerOnly, kit.colleague.login, kit.stranger]) {
      expect((await callAs(kit, who, 'GET', patientProvidedIntakesPath(patient.id))).status).toBe(
        404,
      );
      expect((await callAs(kit, who, 'POST', review)).status).toBe(404);
    }
    const reviewed = await callAs<{ intakes: PatientProvidedIntake[] }>(
      kit,
      kit.founder,
      'POST',
      review,
    );
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.intakes[0]).toMatchObject({
      reviewedBy: kit.founder.user.name,
    });
    expect((await callAs(kit, kit.founder, 'POST', review)).status).toBe(409);
    const unknown = patientIntakesReviewPath(patient.id, 'no-such-part');
    expect((await callAs(kit, kit.founder, 'POST', unknown)).status).toBe(404);
  });
});
