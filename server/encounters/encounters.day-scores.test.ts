import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { dayResponse, type DayResponse } from '../../common/contracts/encounters.contract.ts';
import { bandOf, type InstrumentId } from '../../common/scoring/instruments.ts';
import type { TestServer } from '../test/harness.ts';
import { startTestServer } from '../test/harness.ts';
import { registerPatient } from './encounters.test-kit.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A fresh clinic per test: its founder (owner + clinician) has no scores yet. */
const clinic = async () => (await server.signUp()).login;

const dayOf = (token: string, from: string, to: string) =>
  server.request<DayResponse>(
    'GET',
    `/dashboard/day?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    { token },
  );

/** Stores a score in the database as taken at `at` (the intake feature owns the endpoint). */
async function scored(
  who: LoginResponse,
  patientId: string,
  instrument: InstrumentId,
  total: number,
  at: string,
  intakeId: string | null = null,
) {
  await server.server.ctx.db
    .insertInto('observations')
    .values({
      tenant_id: who.user.tenantId,
      id: randomUUID(),
      patient_id: patientId,
      instrument,
      answers: JSON.stringify([]) as unknown as number[],
      total,
      band: bandOf(instrument, total),
      effective_at: new Date(at),
      intake_id: intakeId,
      recorded_by: who.user.id,
      recorded_at: new Date(at),
    })
    .execute();
}

/** An intake signed, then marked entered in error, stored in the database. */
async function erroneousIntake(who: LoginResponse, patientId: string): Promise<string> {
  const id = randomUUID();
  const at = new Date('2026-05-01T00:00:00Z');
  await server.server.ctx.db
    .insertInto('intakes')
    .values({
      tenant_id: who.user.tenantId,
      id,
      patient_id: patientId,
      encounter_id: null,
      author_id: who.user.id,
      status: 'entered-in-error',
      content: JSON.stringify({}),
      created_at: at,
      updated_at: at,
      signed_at: at,
      signer_role: 'clinician',
      content_sha256: '0'.repeat(64),
      error_reason: 'Wrong patient',
      error_at: at,
      error_by: who.user.id,
    })
    .execute();
  return id;
}

describe('the clinician’s day: the latest PHQ-9 / GAD-7 changes', () => {
  it('lists the latest PHQ-9 and GAD-7 change of each caseload patient, most recent first', async () => {
    const me = await clinic();
    const improving = await registerPatient(server, me.access_token, {
      givenName: 'Mary',
      familyName: 'Wollstonecraft',
    });
    const worsening = await registerPatient(server, me.access_token);
    await scored(me, improving.id, 'phq9', 20, '2026-04-01T09:00:00Z');
    await scored(me, improving.id, 'phq9', 14, '2026-04-10T09:00:00Z');
    await scored(me, improving.id, 'phq9', 9, '2026-04-20T09:00:00Z');
    await scored(me, worsening.id, 'gad7', 6, '2026-04-02T09:00:00Z');
    await scored(me, worsening.id, 'gad7', 12, '2026-04-25T09:00:00Z');
    await scored(me, worsening.id, 'phq9', 4, '2026-04-03T09:00:00Z');
    const reply = await dayOf(me.access_token, '2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z');
    expect(dayResponse.parse(reply.body).scoreChanges).toEqual([
      {
        patientId: worsening.id,
        patientName: `Grace ${worsening.familyName}`,
        instrument: 'gad7',
        previousTotal: 6,
        latestTotal: 12,
        previousBand: 'mild',
        latestBand: 'moderate',
        effectiveAt: '2026-04-25T09:00:00.000Z',
      },
      {
        patientId: improving.id,
        patientName: 'Mary Wollstonecraft',
        instrument: 'phq9',
        previousTotal: 14,
        latestTotal: 9,
        previousBand: 'moderate',
        latestBand: 'mild',
        effectiveAt: '2026-04-20T09:00:00.000Z',
      },
    ]);
  });

  it('lists score changes of their caseload only, never another clinic’s, at most 10', async () => {
    const me = await clinic();
    const colleague = await server.addMember(me.user.tenantId, ['clinician']);
    const notMine = await registerPatient(server, colleague.login.access_token);
    await scored(me, notMine.id, 'phq9', 10, '2026-04-01T09:00:00Z');
    await scored(me, notMine.id, 'phq9', 5, '2026-04-02T09:00:00Z');
    const other = await clinic();
    const theirs = await registerPatient(server, other.access_token);
    await scored(other, theirs.id, 'gad7', 10, '2026-04-01T09:00:00Z');
    await scored(other, theirs.id, 'gad7', 5, '2026-04-02T09:00:00Z');
    const mine = [];
    for (let i = 1; i <= 11; i += 1) {
      const patient = await registerPatient(server, me.access_token);
      await scored(me, patient.id, 'phq9', 10, `2026-03-${String(i).padStart(2, '0')}T09:00:00Z`);
      await scored(me, patient.id, 'phq9', 11, `2026-04-${String(i).padStart(2, '0')}T09:00:00Z`);
      mine.push(patient.id);
    }
    const reply = await dayOf(me.access_token, '2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z');
    expect(reply.body.scoreChanges.map((c) => c.patientId)).toEqual(mine.reverse().slice(0, 10));
  });

  it('lists a worsening before a more recent improvement and leaves an unchanged score out (issue 30)', async () => {
    const me = await clinic();
    const worse = await registerPatient(server, me.access_token);
    const better = await registerPatient(server, me.access_token);
    const same = await registerPatient(server, me.access_token);
    await scored(me, worse.id, 'phq9', 10, '2026-03-01T09:00:00Z');
    await scored(me, worse.id, 'phq9', 12, '2026-03-05T09:00:00Z');
    await scored(me, better.id, 'gad7', 12, '2026-04-01T09:00:00Z');
    await scored(me, better.id, 'gad7', 6, '2026-04-05T09:00:00Z');
    await scored(me, same.id, 'phq9', 0, '2026-04-10T09:00:00Z');
    await scored(me, same.id, 'phq9', 0, '2026-04-20T09:00:00Z');
    const reply = await dayOf(me.access_token, '2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z');
    expect(reply.body.scoreChanges.map((c) => c.patientId)).toEqual([worse.id, better.id]);
  });

  it('leaves out a single score and the scores of an intake entered in error', async () => {
    const me = await clinic();
    const once = await registerPatient(server, me.access_token);
    await scored(me, once.id, 'phq9', 12, '2026-04-01T09:00:00Z');
    const corrected = await registerPatient(server, me.access_token);
    const wrong = await erroneousIntake(me, corrected.id);
    await scored(me, corrected.id, 'phq9', 3, '2026-04-01T09:00:00Z');
    await scored(me, corrected.id, 'phq9', 25, '2026-04-05T09:00:00Z', wrong);
    await scored(me, corrected.id, 'phq9', 7, '2026-04-09T09:00:00Z');
    await scored(me, corrected.id, 'gad7', 9, '2026-04-02T09:00:00Z', wrong);
    await scored(me, corrected.id, 'gad7', 4, '2026-04-03T09:00:00Z');
    const reply = await dayOf(me.access_token, '2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z');
    expect(
      reply.body.scoreChanges.map((c) => [
        c.patientId,
        c.instrument,
        c.previousTotal,
        c.latestTotal,
      ]),
    ).toEqual([[corrected.id, 'phq9', 3, 7]]);
  });
});
