import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFF_DAY_MESSAGE, type Encounter } from '../../common/contracts/encounters.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import {
  booked,
  registerPatient,
  sessionAt,
  startSessionClinic,
  transitionAsked,
  type SessionClinic,
} from './encounters.test-kit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let c: SessionClinic;
let tenantId: string;
/** On the colleague's caseload (their primary clinician). */
let patient: Patient;
let slot = 0;

beforeAll(async () => {
  c = await startSessionClinic();
  tenantId = c.founder.user.tenantId;
  patient = await registerPatient(c.server, c.staff.access_token, {
    primaryClinicianId: c.colleague.user.id,
  });
});
afterAll(() => c.server.close());

/** The colleague's session around noon (the clinic's zone is UTC), `daysAhead` days from today. */
async function sessionIn(daysAhead: number): Promise<Encounter> {
  slot += 1;
  const today = c.server.now().toISOString().slice(0, 10);
  const start = new Date(Date.parse(`${today}T12:00:00Z`) + daysAhead * DAY_MS + slot * 60_000);
  return booked(
    c.server,
    c.staff.access_token,
    sessionAt(patient.id, c.colleague.user.id, start.toISOString(), 1),
  );
}

const step = (token: string, id: string, body: unknown) =>
  transitionAsked(c.server, token, id, body);
const confirmed = (reason: string) => ({ confirmed: true, reason });

async function statusOf(id: string) {
  return (
    await c.server.server.ctx.db
      .selectFrom('encounters')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;
}

async function offDayRows(id: string) {
  return c.server.server.ctx.db
    .selectFrom('encounter_off_day_actions')
    .select(['action', 'reason', 'user_id'])
    .where('tenant_id', '=', tenantId)
    .where('encounter_id', '=', id)
    .execute();
}

async function offDayAudits(id: string) {
  return c.server.server.ctx.db
    .selectFrom('audit_events')
    .select(['user_id', 'change_before', 'change_after'])
    .where('type', '=', 'session-off-day')
    .where('subject_id', '=', id)
    .execute();
}

describe('check-in, start and no-show belong to the session’s day', () => {
  it('checks in a session of today without any confirmation, and stores no off-day step', async () => {
    const session = await sessionIn(0);
    const reply = await step(c.staff.access_token, session.id, { action: 'check-in' });
    expect(reply.status).toBe(200);
    expect(await offDayRows(session.id)).toEqual([]);
  });

  it('refuses checking in a session four days ahead without a confirmation (409), changing nothing', async () => {
    const session = await sessionIn(4);
    const reply = await step(c.staff.access_token, session.id, { action: 'check-in' });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(OFF_DAY_MESSAGE);
    expect(await statusOf(session.id)).toBe('planned');
  });

  it('refuses a no-show and a start on another day without a confirmation (409)', async () => {
    const past = await sessionIn(-3);
    const noShow = await step(c.staff.access_token, past.id, { action: 'no-show', reason: 'Away' });
    expect(noShow.status).toBe(409);
    const start = await step(c.colleague.access_token, past.id, { action: 'start' });
    expect(start.status).toBe(409);
    expect(await statusOf(past.id)).toBe('planned');
  });

  it('checks in on another day with a confirmation and reason, stored with the step and audited', async () => {
    const session = await sessionIn(4);
    const reply = await step(c.staff.access_token, session.id, {
      action: 'check-in',
      offDay: confirmed('Patient came early for paperwork'),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.encounter.status).toBe('arrived');
    expect(await offDayRows(session.id)).toEqual([
      { action: 'check-in', reason: 'Patient came early for paperwork', user_id: c.staff.user.id },
    ]);
    expect(await offDayAudits(session.id)).toEqual([
      { user_id: c.staff.user.id, change_before: ['planned'], change_after: ['arrived'] },
    ]);
  });

  it('asks no confirmation to cancel or finish on another day', async () => {
    const session = await sessionIn(4);
    const cancel = await step(c.staff.access_token, session.id, {
      action: 'cancel',
      reason: 'Ill',
    });
    expect(cancel.status).toBe(200);
  });

  it('refuses a confirmation without a reason, a blank reason or an unconfirmed one (400), storing nothing', async () => {
    const session = await sessionIn(4);
    for (const offDay of [
      { confirmed: true },
      { confirmed: true, reason: '   ' },
      { confirmed: false, reason: 'Early' },
      { reason: 'Early' },
    ]) {
      const reply = await step(c.staff.access_token, session.id, { action: 'check-in', offDay });
      expect(reply.status, JSON.stringify(offDay)).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }
    expect(await statusOf(session.id)).toBe('planned');
    expect(await offDayRows(session.id)).toEqual([]);
  });

  it('answers another clinic 404 and a role without the right 403, even when confirmed', async () => {
    const session = await sessionIn(4);
    const body = { action: 'check-in', offDay: confirmed('Early') };
    expect((await step(c.other.access_token, session.id, body)).status).toBe(404);
    expect((await step(c.ownerOnly.access_token, session.id, body)).status).toBe(403);
    // The founder (owner + clinician) sees the clinic's schedule but is neither desk nor its clinician.
    expect((await step(c.founder.access_token, session.id, body)).status).toBe(403);
    expect(await statusOf(session.id)).toBe('planned');
    expect(await offDayRows(session.id)).toEqual([]);
  });

  // Last: it moves the server's clock a day on.
  it('lets the day pass on the server’s clock: a session of tomorrow checks in without asking then', async () => {
    const session = await sessionIn(1);
    expect((await step(c.staff.access_token, session.id, { action: 'check-in' })).status).toBe(409);
    c.server.advance(DAY_MS);
    // A day later every earlier sign-in has expired: a desk member signs in anew.
    const desk = (await c.server.addMember(tenantId, ['staff'])).login;
    expect((await step(desk.access_token, session.id, { action: 'check-in' })).status).toBe(200);
  });
});
