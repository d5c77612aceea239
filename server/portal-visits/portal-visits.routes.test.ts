import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import {
  PORTAL_VISIT_CODES,
  portalCancelPath,
  portalSessionPath,
  portalTimeRequestsPath,
} from '../../common/contracts/portal-visits.contract.ts';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { booked, sessionAt } from '../encounters/encounters.test-kit.ts';
import {
  callAsPatient,
  revokeInDatabase,
  startPortalKit,
  type PortalKit,
  type PortalPatient,
} from '../portal/portal.test-kit.ts';
import { dayAhead } from './portal-visits.test-kit.ts';

let k: PortalKit;
beforeAll(async () => {
  k = await startPortalKit();
});
afterAll(() => k.server.close());

let hour = 8;
/** A session of `who`'s with `clinician`'s clinic's founder, booked by `by` (front desk or founder). */
async function sessionOf(
  who: PortalPatient,
  by: LoginResponse,
  startsAt?: string,
): Promise<Encounter> {
  hour += 1;
  return booked(k.server, by.access_token, {
    ...sessionAt(who.patient.id, by.user.id, startsAt ?? dayAhead(6, hour)),
    confirmOutsideAvailability: true,
  });
}

const statusOf = async (id: string) =>
  (
    await k.server.server.ctx.db
      .selectFrom('encounters')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe('the patient’s sessions in the portal', () => {
  it('shows the patient their own sessions, and another patient’s or another clinic’s as not found', async () => {
    const mine = await sessionOf(k.alice, k.founder);
    const bobs = await sessionOf(k.bob, k.founder);
    const foreign = await sessionOf(k.foreign, k.stranger);
    const list = await callAsPatient<{ upcoming: { id: string }[] }>(
      k.server,
      k.alice,
      'GET',
      '/portal/sessions',
    );
    expect(list.status).toBe(200);
    expect(list.body.upcoming.map((s) => s.id)).toEqual([mine.id]);
    expect((await callAsPatient(k.server, k.alice, 'GET', portalSessionPath(mine.id))).status).toBe(
      200,
    );
    for (const id of [bobs.id, foreign.id, 'no-such-session']) {
      expect((await callAsPatient(k.server, k.alice, 'GET', portalSessionPath(id))).status).toBe(
        404,
      );
    }
  });

  it('puts each read on the patient’s chart trail, naming the session read; a refused read leaves none', async () => {
    const mine = await sessionOf(k.alice, k.founder);
    const bobs = await sessionOf(k.bob, k.founder);
    const portalReads = async (patientId: string) =>
      k.server.server.ctx.db
        .selectFrom('record_access')
        .select(['user_id', 'record_kind', 'record_id'])
        .where('patient_id', '=', patientId)
        .where('action', '=', 'portal-read')
        .execute();
    const before = (await portalReads(k.alice.patient.id)).length;
    await callAsPatient(k.server, k.alice, 'GET', '/portal/sessions');
    await callAsPatient(k.server, k.alice, 'GET', portalSessionPath(mine.id));
    const after = await portalReads(k.alice.patient.id);
    expect(after).toHaveLength(before + 2);
    expect(after).toContainEqual({
      user_id: k.alice.accountId,
      record_kind: 'encounter',
      record_id: mine.id,
    });
    const bobsBefore = (await portalReads(k.bob.patient.id)).length;
    expect((await callAsPatient(k.server, k.alice, 'GET', portalSessionPath(bobs.id))).status).toBe(
      404,
    );
    expect(await portalReads(k.bob.patient.id)).toHaveLength(bobsBefore);
  });

  it('refuses a member’s token (403) and a revoked patient (401)', async () => {
    const member = await k.server.request('GET', '/portal/sessions', {
      token: k.staff.access_token,
    });
    expect(member.status).toBe(403);
    const session = await sessionOf(k.bob, k.founder);
    await revokeInDatabase(k.server, k.bob);
    const revoked = await callAsPatient(k.server, k.bob, 'POST', portalCancelPath(session.id), {});
    expect(revoked.status).toBe(401);
    expect(await statusOf(session.id)).toBe('planned');
  });

  it('cancels inside the window; refuses outside it, another patient’s session, and a cancelled one', async () => {
    const inside = await sessionOf(k.alice, k.founder);
    const cancelled = await callAsPatient<{ session: { status: string } }>(
      k.server,
      k.alice,
      'POST',
      portalCancelPath(inside.id),
      { reason: 'Travelling' },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.session.status).toBe('cancelled');
    const again = await callAsPatient(k.server, k.alice, 'POST', portalCancelPath(inside.id), {});
    expect(again.status).toBe(409);

    const soon = new Date(k.server.now().getTime() + 2 * 3_600_000).toISOString();
    const tooLate = await sessionOf(k.alice, k.founder, soon);
    const refused = await callAsPatient<{ code: string }>(
      k.server,
      k.alice,
      'POST',
      portalCancelPath(tooLate.id),
      {},
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(PORTAL_VISIT_CODES.outsideWindow);
    expect(await statusOf(tooLate.id)).toBe('planned');

    const foreign = await sessionOf(k.foreign, k.stranger);
    const notFound = await callAsPatient(
      k.server,
      k.alice,
      'POST',
      portalCancelPath(foreign.id),
      {},
    );
    expect(notFound.status).toBe(404);
    expect(await statusOf(foreign.id)).toBe('planned');
  });

  it('refuses a request for another time while self-scheduling is off, and a malformed one, storing nothing', async () => {
    const session = await sessionOf(k.alice, k.founder);
    const off = await callAsPatient<{ code: string }>(
      k.server,
      k.alice,
      'POST',
      portalTimeRequestsPath(session.id),
      { startsAt: dayAhead(7, 9) },
    );
    expect(off.status).toBe(409);
    expect(off.body.code).toBe(PORTAL_VISIT_CODES.selfSchedulingOff);
    const malformed = await callAsPatient(
      k.server,
      k.alice,
      'POST',
      portalTimeRequestsPath(session.id),
      {
        startsAt: 'tomorrow',
      },
    );
    expect(malformed.status).toBe(400);
    const stored = await k.server.server.ctx.db
      .selectFrom('session_time_requests')
      .select('id')
      .where('encounter_id', '=', session.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
