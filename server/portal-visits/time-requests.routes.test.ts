import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  PORTAL_VISIT_CODES,
  confirmTimeRequestPath,
  declineTimeRequestPath,
  timeRequestListResponse,
  type DeskTimeRequest,
} from '../../common/contracts/portal-visits.contract.ts';
import { patientSession, requestAnotherTime } from './patient-sessions.ts';
import {
  bookFor,
  dayAhead,
  patientWithSession,
  startVisitClinic,
  type VisitClinic,
} from './portal-visits.test-kit.ts';

let c: VisitClinic;
beforeAll(async () => {
  c = await startVisitClinic();
});
afterAll(() => c.server.close());

/** A patient's session on `sessionDay` with a pending request for `asked` (the patient's service). */
async function pendingRequest(sessionDay: number, asked: string) {
  const { patientId, session } = await patientWithSession(c, dayAhead(sessionDay, 8));
  const request = await requestAnotherTime(c.clinic, patientId, session.id, {
    startsAt: asked,
    now: c.server.now(),
  });
  return { patientId, session, request };
}

const list = (who: LoginResponse, day: string) =>
  c.server.request<{ requests: DeskTimeRequest[]; message?: string }>(
    'GET',
    `/time-requests?from=${day.slice(0, 10)}&days=1`,
    { token: who.access_token },
  );
const answer = (who: LoginResponse, path: string) =>
  c.server.request<{ request: DeskTimeRequest; message?: string; code?: string }>('POST', path, {
    token: who.access_token,
  });

async function sessionStart(id: string) {
  const row = await c.clinic
    .selectFrom('encounters')
    .select('starts_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.starts_at.toISOString();
}

describe('the front desk and patients’ requests for another time', () => {
  it('lists a pending request on the asked day; confirming moves the session and the patient sees it confirmed', async () => {
    const asked = dayAhead(2, 9, 40);
    const { patientId, session, request } = await pendingRequest(10, asked);
    const day = await list(c.staff, asked);
    expect(day.status).toBe(200);
    const listed = timeRequestListResponse
      .parse(day.body)
      .requests.find((r) => r.id === request.id);
    expect(listed).toMatchObject({
      status: 'pending',
      startsAt: asked,
      sessionStartsAt: session.startsAt,
      patient: { id: patientId },
      clinician: { id: c.founder.user.id },
    });
    // The session's own day lists it too.
    expect((await list(c.staff, session.startsAt)).body.requests.map((r) => r.id)).toContain(
      request.id,
    );

    const confirmed = await answer(c.staff, confirmTimeRequestPath(request.id));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.request.status).toBe('confirmed');
    expect(await sessionStart(session.id)).toBe(asked);
    const seen = await patientSession(c.clinic, patientId, session.id, c.server.now());
    expect(seen.session).toMatchObject({
      startsAt: asked,
      timeRequest: { id: request.id, status: 'confirmed' },
    });
    expect((await list(c.staff, asked)).body.requests.map((r) => r.id)).not.toContain(request.id);
  });

  it('declining keeps the session where it was, and a request is answered once', async () => {
    const { session, request } = await pendingRequest(11, dayAhead(2, 10, 30));
    const declined = await answer(c.deskClinician, declineTimeRequestPath(request.id));
    expect(declined.status).toBe(200);
    expect(declined.body.request.status).toBe('declined');
    expect(await sessionStart(session.id)).toBe(session.startsAt);
    const again = await answer(c.staff, confirmTimeRequestPath(request.id));
    expect(again.status).toBe(409);
    expect(await sessionStart(session.id)).toBe(session.startsAt);
  });

  it('refuses to confirm a time booked since the request, leaving it pending and the session unmoved', async () => {
    const asked = dayAhead(2, 11, 20);
    const { session, patientId, request } = await pendingRequest(12, asked);
    await bookFor(c, patientId, asked, { startsAt: asked });
    const refused = await answer(c.staff, confirmTimeRequestPath(request.id));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(PORTAL_VISIT_CODES.slotNotFree);
    expect(await sessionStart(session.id)).toBe(session.startsAt);
    expect((await list(c.staff, asked)).body.requests.map((r) => r.id)).toContain(request.id);
  });

  it('lets the session’s own clinician answer, but not a colleague (not found) nor an owner alone (403)', async () => {
    const asked = dayAhead(2, 12, 10);
    const { request } = await pendingRequest(13, asked);
    const colleagueList = await list(c.colleague, asked);
    expect(colleagueList.status).toBe(200);
    expect(colleagueList.body.requests).toEqual([]);
    expect((await answer(c.colleague, declineTimeRequestPath(request.id))).status).toBe(404);
    expect((await list(c.ownerOnly, asked)).status).toBe(403);
    expect((await answer(c.ownerOnly, declineTimeRequestPath(request.id))).status).toBe(403);
    const own = await answer(c.founder, declineTimeRequestPath(request.id));
    expect(own.status).toBe(200);
  });

  it('never shows or answers a request to another clinic’s front desk', async () => {
    const asked = dayAhead(2, 13, 0);
    const { session, request } = await pendingRequest(14, asked);
    const stranger = await c.server.addMember(c.other.user.tenantId, ['staff']);
    const theirs = await list(stranger.login, asked);
    expect(theirs.status).toBe(200);
    expect(theirs.body.requests).toEqual([]);
    expect((await answer(stranger.login, confirmTimeRequestPath(request.id))).status).toBe(404);
    expect(await sessionStart(session.id)).toBe(session.startsAt);
  });

  it('refuses a malformed day with a 400', async () => {
    const reply = await c.server.request('GET', '/time-requests?from=2026-13-40', {
      token: c.staff.access_token,
    });
    expect(reply.status).toBe(400);
  });
});
