import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observationsPath, type Observation } from '../../common/contracts/intake.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import { trailOf } from '../patients/patient-records.test-kit.ts';
import {
  callAs,
  filledContent,
  freshPatient,
  signIntake,
  startClinicKit,
  startIntake,
  storedFor,
  type ClinicKit,
} from './intake.test-kit.ts';

let kit: ClinicKit;
let patient: Patient;
let path: string;

beforeAll(async () => {
  kit = await startClinicKit();
  patient = await freshPatient(kit, 'Scores');
  path = observationsPath(patient.id);
});
afterAll(() => kit.server.close());

type Scores = { observations: Observation[]; message?: string };

describe('a patient’s scores', () => {
  it('adds a re-score computed by the server and lists every score oldest first', async () => {
    const intake = await startIntake(kit, kit.founder, patient.id);
    await signIntake(kit, kit.founder, intake);
    kit.server.advance(60_000);
    const reply = await callAs<Scores>(kit, kit.founder, 'POST', path, {
      instrument: 'phq9',
      answers: [3, 3, 2, 2, 2, 2, 2, 2, 0],
    });
    expect(reply.status).toBe(201);
    const last = reply.body.observations.at(-1);
    expect(last).toMatchObject({
      instrument: 'phq9',
      total: 18,
      band: 'moderately-severe',
      intakeId: null,
    });
    const listed = await callAs<Scores>(kit, kit.founder, 'GET', path);
    expect(listed.body.observations).toEqual(reply.body.observations);
    const times = listed.body.observations.map((o) => o.effectiveAt);
    expect(times).toEqual([...times].sort());
    expect(listed.body.observations).toHaveLength(3);
  });

  it('audits each read of the scores as read-observations', async () => {
    await callAs(kit, kit.founder, 'GET', path);
    expect((await trailOf(kit, patient.id)).at(-1)).toEqual([
      kit.founder.user.id,
      'read-observations',
    ]);
  });

  it('refuses a re-score with unanswered items (422), naming them, storing nothing', async () => {
    const before = await storedFor(kit, patient.id);
    const reply = await callAs<Scores>(kit, kit.founder, 'POST', path, {
      instrument: 'gad7',
      answers: [1, null, 1, 1, null, 1, 1],
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toContain('GAD-7 has unanswered items (2, 5)');
    expect(await storedFor(kit, patient.id)).toEqual(before);
  });

  it.each([
    [
      'a total sent with the answers',
      { instrument: 'phq9', answers: [0, 0, 0, 0, 0, 0, 0, 0, 0], total: 27 },
    ],
    ['an answer of 4', { instrument: 'gad7', answers: [4, 0, 0, 0, 0, 0, 0] }],
    ['the wrong number of items', { instrument: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] }],
    ['an unknown instrument', { instrument: 'phq2', answers: [0, 0] }],
  ])('refuses %s (400), storing nothing', async (_, body) => {
    const before = await storedFor(kit, patient.id);
    expect((await callAs(kit, kit.founder, 'POST', path, body)).status).toBe(400);
    expect(await storedFor(kit, patient.id)).toEqual(before);
  });

  it('answers 404 to staff, an owner-only member, an off-team clinician and another clinic', async () => {
    const body = { instrument: 'phq9', answers: filledContent().phq9 };
    const before = await storedFor(kit, patient.id);
    for (const who of [kit.staff, kit.ownerOnly, kit.colleague.login, kit.stranger]) {
      expect((await callAs(kit, who, 'GET', path)).status).toBe(404);
      expect((await callAs(kit, who, 'POST', path, body)).status).toBe(404);
    }
    expect(await storedFor(kit, patient.id)).toEqual(before);
  });
});
