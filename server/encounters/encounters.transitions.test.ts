import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENCOUNTER_TRANSITIONS,
  encounterAction,
  encounterStatus,
  type Encounter,
  type EncounterAction,
  type EncounterStatus,
} from '../../common/contracts/encounters.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import {
  booked,
  registerPatient,
  sessionAt,
  startSessionClinic,
  transition,
  type SessionClinic,
} from './encounters.test-kit.ts';

let c: SessionClinic;
/** On the colleague's caseload; the founder sees its sessions as their own. */
let patient: Patient;
let slot = 0;

beforeAll(async () => {
  c = await startSessionClinic();
  patient = await registerPatient(c.server, c.staff.access_token, {
    primaryClinicianId: c.colleague.user.id,
  });
});
afterAll(() => c.server.close());

/** How a session reaches each status from planned, by its own clinician. */
const PATH_TO: Record<EncounterStatus, EncounterAction[]> = {
  planned: [],
  arrived: ['check-in'],
  'in-progress': ['start'],
  finished: ['start', 'finish'],
  cancelled: ['cancel'],
  'no-show': ['no-show'],
};

/** A founder's session of its own hour, brought to `status`. */
async function sessionIn(status: EncounterStatus): Promise<Encounter> {
  slot += 1;
  const start = new Date(Date.parse('2026-08-01T00:00:00Z') + slot * 3_600_000).toISOString();
  const session = await booked(
    c.server,
    c.staff.access_token,
    sessionAt(patient.id, c.founder.user.id, start, 50),
  );
  for (const action of PATH_TO[status]) {
    const step = await transition(c.server, c.founder.access_token, session.id, action, 'reason');
    if (step.status !== 200) throw new Error(`${action}: ${step.text}`);
  }
  return session;
}

describe('the transitions table is the rule', () => {
  const cases = encounterAction.options.flatMap((action) =>
    encounterStatus.options.map((from) => ({
      action,
      from,
      allowed: ENCOUNTER_TRANSITIONS[action].from.includes(from),
    })),
  );

  it.each(cases)('$action from $from: allowed $allowed', async ({ action, from, allowed }) => {
    const session = await sessionIn(from);
    const reply = await transition(c.server, c.founder.access_token, session.id, action, 'Unwell');
    if (allowed) {
      expect(reply.status).toBe(200);
      expect(reply.body.encounter.status).toBe(ENCOUNTER_TRANSITIONS[action].to);
    } else {
      expect(reply.status).toBe(409);
      expect(reply.body.message).toMatch(new RegExp(`^This session is ${from}: it cannot be `));
    }
  });
});

describe('what each step records', () => {
  it('stamps arrival, start and end with the server’s clock', async () => {
    const session = await sessionIn('planned');
    c.server.advance(20_000);
    const arrived = (await transition(c.server, c.staff.access_token, session.id, 'check-in')).body;
    const arrivedAt = Date.parse(arrived.encounter.arrivedAt ?? '');
    expect(Math.abs(arrivedAt - c.server.now().getTime())).toBeLessThan(5_000);
    c.server.advance(20_000);
    await transition(c.server, c.founder.access_token, session.id, 'start');
    c.server.advance(20_000);
    const done = (await transition(c.server, c.founder.access_token, session.id, 'finish')).body;
    const { startedAt, finishedAt } = done.encounter;
    expect(Date.parse(startedAt ?? '') - arrivedAt).toBeGreaterThanOrEqual(20_000);
    expect(Date.parse(finishedAt ?? '') - Date.parse(startedAt ?? '')).toBeGreaterThanOrEqual(
      20_000,
    );
    expect(done.encounter).toMatchObject({
      status: 'finished',
      arrivedAt: arrived.encounter.arrivedAt,
    });
  });

  it('keeps the reason of a cancellation and of a no-show', async () => {
    const cancelled = await sessionIn('planned');
    const missed = await sessionIn('planned');
    const a = await transition(c.server, c.staff.access_token, cancelled.id, 'cancel', 'Snowed in');
    const b = await transition(c.server, c.staff.access_token, missed.id, 'no-show', 'No answer');
    expect(a.body.encounter).toMatchObject({ status: 'cancelled', statusReason: 'Snowed in' });
    expect(b.body.encounter).toMatchObject({ status: 'no-show', statusReason: 'No answer' });
  });

  it('refuses a cancellation without a reason (400) and changes nothing', async () => {
    const session = await sessionIn('planned');
    const reply = await transition(c.server, c.staff.access_token, session.id, 'cancel');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('reason: Give a reason');
    const unchanged = await transition(c.server, c.staff.access_token, session.id, 'check-in');
    expect(unchanged.status).toBe(200);
  });

  it.each([
    ['an unknown action', { action: 'teleport' }, 'action'],
    ['an unknown field', { action: 'check-in', at: '2026-08-01T09:00:00Z' }, 'at'],
    ['an oversized reason', { action: 'cancel', reason: 'x'.repeat(501) }, 'reason'],
  ])('refuses %s with a 400', async (_, body, words) => {
    const session = await sessionIn('planned');
    const reply = await c.server.request('POST', `/encounters/${session.id}/transition`, {
      token: c.staff.access_token,
      body,
    });
    expect(reply.status).toBe(400);
    expect(String(reply.body.message)).toContain(words);
  });
});

describe('who may change a session’s status', () => {
  it('lets the front desk check in, cancel and mark a no-show, but not start (403)', async () => {
    const token = c.staff.access_token;
    const checkIn = await transition(c.server, token, (await sessionIn('planned')).id, 'check-in');
    const cancel = await transition(
      c.server,
      token,
      (await sessionIn('arrived')).id,
      'cancel',
      'r',
    );
    const noShow = await transition(
      c.server,
      token,
      (await sessionIn('planned')).id,
      'no-show',
      'r',
    );
    const start = await transition(c.server, token, (await sessionIn('arrived')).id, 'start');
    expect([checkIn.status, cancel.status, noShow.status, start.status]).toEqual([
      200, 200, 200, 403,
    ]);
    expect(start.body.message).toBe('Only the session’s clinician may start or finish it.');
  });

  it('refuses a care-team clinician who is not the session’s clinician (403), even to check in', async () => {
    const session = await sessionIn('arrived');
    const start = await transition(c.server, c.colleague.access_token, session.id, 'start');
    const cancel = await transition(c.server, c.colleague.access_token, session.id, 'cancel', 'r');
    expect([start.status, cancel.status]).toEqual([403, 403]);
  });

  it('refuses an owner-only member (403)', async () => {
    const session = await sessionIn('planned');
    const reply = await transition(c.server, c.ownerOnly.access_token, session.id, 'check-in');
    expect(reply.status).toBe(403);
  });

  it('answers 404 to a clinician who may not see the session and to another clinic', async () => {
    const outsider = await c.server.addMember(c.founder.user.tenantId, ['clinician']);
    const session = await sessionIn('planned');
    const theirs = await transition(c.server, outsider.login.access_token, session.id, 'check-in');
    const other = await transition(c.server, c.other.access_token, session.id, 'check-in');
    expect([theirs.status, other.status]).toEqual([404, 404]);
  });
});
