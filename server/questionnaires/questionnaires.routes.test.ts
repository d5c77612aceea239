import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUESTIONNAIRE_PATHS,
  questionnaireAssignmentPath,
  questionnaireAssignmentsPath,
  type AssignmentsResponse,
  type CrisisLinesInput,
} from '../../common/contracts/questionnaires.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import { expectUnchanged } from '../patients/patient-records.test-kit.ts';
import {
  callAs,
  freshPatient,
  sessionOf,
  startClinicKit,
  type ClinicKit,
} from '../intake/intake.test-kit.ts';

let kit: ClinicKit;
let patient: Patient;
let path: string;
const DAY = 86_400_000;

beforeAll(async () => {
  kit = await startClinicKit();
  patient = await freshPatient(kit, 'Assigned');
  path = questionnaireAssignmentsPath(patient.id);
});
afterAll(() => kit.server.close());

const stored = () =>
  kit.server.server.ctx.db
    .selectFrom('questionnaire_assignments')
    .select(['id', 'questionnaire', 'ended_at'])
    .where('patient_id', '=', patient.id)
    .orderBy('id')
    .execute();

describe('questionnaire assignments on the chart', () => {
  it('lets the care team’s clinician assign a GAD-7 every two weeks, due at once', async () => {
    const reply = await callAs<AssignmentsResponse>(kit, kit.founder, 'POST', path, {
      questionnaire: 'gad7',
      cadence: { every: 'weeks', weeks: 2 },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.assignments).toMatchObject([
      { questionnaire: 'gad7', cadence: { every: 'weeks', weeks: 2 } },
    ]);
    expect(reply.body.due).toMatchObject([{ questionnaire: 'gad7', dueKey: 'period:0' }]);
  });

  it('asks a per-session PHQ-9 only once a session is booked within a week', async () => {
    const reply = await callAs<AssignmentsResponse>(kit, kit.founder, 'POST', path, {
      questionnaire: 'phq9',
      cadence: { every: 'session' },
    });
    expect(reply.body.due.map((due) => due.questionnaire)).toEqual(['gad7']);
    const session = await sessionOf(
      kit,
      patient.id,
      kit.founder.user.id,
      new Date(kit.server.now().getTime() + 3 * DAY),
    );
    const listed = await callAs<AssignmentsResponse>(kit, kit.founder, 'GET', path);
    expect(listed.body.due).toContainEqual(
      expect.objectContaining({ questionnaire: 'phq9', sessionId: session }),
    );
  });

  it('refuses a second running assignment of one questionnaire (409), storing nothing', async () => {
    await expectUnchanged(stored, async () => {
      const reply = await callAs(kit, kit.founder, 'POST', path, {
        questionnaire: 'gad7',
        cadence: { every: 'session' },
      });
      expect(reply.status).toBe(409);
    });
  });

  it.each([
    ['the intake asked every session', { questionnaire: 'intake', cadence: { every: 'session' } }],
    ['a PHQ-9 asked once', { questionnaire: 'phq9', cadence: { every: 'once' } }],
    ['every 27 weeks', { questionnaire: 'phq9', cadence: { every: 'weeks', weeks: 27 } }],
    ['an unknown questionnaire', { questionnaire: 'phq2', cadence: { every: 'session' } }],
  ])('refuses %s (400), storing nothing', async (_, body) => {
    await expectUnchanged(stored, async () => {
      expect((await callAs(kit, kit.founder, 'POST', path, body)).status).toBe(400);
    });
  });

  it('answers 404 to the front desk, an owner who is no clinician, a clinician outside the care team and another clinic, storing nothing', async () => {
    const intake = { questionnaire: 'intake', cadence: { every: 'once' } };
    const [first] = await stored();
    for (const who of [kit.staff, kit.ownerOnly, kit.colleague.login, kit.stranger]) {
      await expectUnchanged(stored, async () => {
        expect((await callAs(kit, who, 'GET', path)).status).toBe(404);
        expect((await callAs(kit, who, 'POST', path, intake)).status).toBe(404);
        const end = questionnaireAssignmentPath(patient.id, first!.id);
        expect((await callAs(kit, who, 'DELETE', end)).status).toBe(404);
      });
    }
  });

  it('ends an assignment: it is no longer listed or due; an unknown one is a 404', async () => {
    const before = await callAs<AssignmentsResponse>(kit, kit.founder, 'GET', path);
    const gad7 = before.body.assignments.find((each) => each.questionnaire === 'gad7')!;
    const end = questionnaireAssignmentPath(patient.id, gad7.id);
    const reply = await callAs<AssignmentsResponse>(kit, kit.founder, 'DELETE', end);
    expect(reply.status).toBe(200);
    expect(reply.body.assignments.map((each) => each.questionnaire)).toEqual(['phq9']);
    expect(reply.body.due.map((each) => each.questionnaire)).toEqual(['phq9']);
    expect((await callAs(kit, kit.founder, 'DELETE', end)).status).toBe(404);
  });
});

describe('the clinic’s crisis lines', () => {
  const lines: CrisisLinesInput = {
    clinicLine: 'Harbour Clinic on call: +44 20 7946 0000 (9:00–21:00)',
    nationalLine: 'Samaritans: 116 123 (24 hours)',
  };

  it('are unset at first: every member reads two nulls', async () => {
    const reply = await callAs(kit, kit.staff, 'GET', QUESTIONNAIRE_PATHS.crisisLines);
    expect(reply.body).toEqual({ crisisLines: { clinicLine: null, nationalLine: null } });
  });

  it('are set by an owner, and read by every member of that clinic only', async () => {
    const reply = await callAs(kit, kit.ownerOnly, 'PUT', QUESTIONNAIRE_PATHS.crisisLines, lines);
    expect(reply.body).toEqual({ crisisLines: lines });
    const read = await callAs(kit, kit.colleague.login, 'GET', QUESTIONNAIRE_PATHS.crisisLines);
    expect(read.body).toEqual({ crisisLines: lines });
    const theirs = await callAs(kit, kit.stranger, 'GET', QUESTIONNAIRE_PATHS.crisisLines);
    expect(theirs.body).toEqual({ crisisLines: { clinicLine: null, nationalLine: null } });
  });

  it('refuses a member who is not an owner (403) and an over-long line (400), changing nothing', async () => {
    const read = () => callAs(kit, kit.founder, 'GET', QUESTIONNAIRE_PATHS.crisisLines);
    await expectUnchanged(
      async () => (await read()).body,
      async () => {
        const clearing = { clinicLine: null, nationalLine: null };
        const byStaff = await callAs(
          kit,
          kit.staff,
          'PUT',
          QUESTIONNAIRE_PATHS.crisisLines,
          clearing,
        );
        expect(byStaff.status).toBe(403);
        const tooLong = { clinicLine: 'x'.repeat(301), nationalLine: null };
        const long = await callAs(
          kit,
          kit.founder,
          'PUT',
          QUESTIONNAIRE_PATHS.crisisLines,
          tooLong,
        );
        expect(long.status).toBe(400);
      },
    );
  });
});
