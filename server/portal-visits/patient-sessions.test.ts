import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PORTAL_VISIT_CODES,
  portalSessionsResponse,
} from '../../common/contracts/portal-visits.contract.ts';
import { registerPatient, transition } from '../encounters/encounters.test-kit.ts';
import {
  cancelPatientSession,
  patientFreeSlots,
  patientSession,
  patientSessions,
  requestAnotherTime,
} from './patient-sessions.ts';
import {
  CLINIC_PHONE,
  bookFor,
  dayAhead,
  patientWithSession,
  setPolicy,
  startVisitClinic,
  type VisitClinic,
} from './portal-visits.test-kit.ts';

let c: VisitClinic;
beforeAll(async () => {
  c = await startVisitClinic();
});
afterAll(() => c.server.close());

const now = () => c.server.now();

async function storedStatus(sessionId: string) {
  const row = await c.clinic
    .selectFrom('encounters')
    .select(['status', 'starts_at', 'status_reason'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return row;
}

const countRequests = async () =>
  (await c.clinic.selectFrom('session_time_requests').select('id').execute()).length;

describe('the patient’s sessions', () => {
  it('lists upcoming sessions soonest first with their details, and past ones by date and status only', async () => {
    const { patientId, session: later } = await patientWithSession(c, dayAhead(9, 10));
    const video = await bookFor(c, patientId, dayAhead(5, 10), {
      modality: 'video',
      location: null,
      videoLink: 'https://meet.example.org/room-7',
    });
    const earlier = await bookFor(c, patientId, dayAhead(-3, 10));
    await transition(c.server, c.staff.access_token, earlier.id, 'no-show', 'Did not come');
    const someoneElse = await patientWithSession(c, dayAhead(6, 10));

    const dashboard = portalSessionsResponse.parse(
      await patientSessions(c.clinic, patientId, now()),
    );
    expect(dashboard.clinicPhone).toBe(CLINIC_PHONE);
    expect(dashboard.policy).toEqual({ cancellationWindowHours: 24, selfScheduling: true });
    expect(dashboard.upcoming.map((s) => s.id)).toEqual([video.id, later.id]);
    expect(dashboard.upcoming[0]).toMatchObject({
      modality: 'video',
      videoLink: 'https://meet.example.org/room-7',
      clinicianName: video.clinician.name,
      cancellation: { kind: 'allowed' },
      timeRequest: null,
    });
    expect(dashboard.past).toEqual([
      { kind: 'past', id: earlier.id, startsAt: earlier.startsAt, status: 'no-show' },
    ]);
    const ids = [...dashboard.upcoming, ...dashboard.past].map((s) => s.id);
    expect(ids).not.toContain(someoneElse.session.id);
  });

  it('opens one of the patient’s own sessions, and another patient’s or another clinic’s as not found', async () => {
    const mine = await patientWithSession(c, dayAhead(4, 9));
    const theirs = await patientWithSession(c, dayAhead(4, 11));
    const one = await patientSession(c.clinic, mine.patientId, mine.session.id, now());
    expect(one.session).toMatchObject({ kind: 'upcoming', id: mine.session.id });
    await expect(
      patientSession(c.clinic, mine.patientId, theirs.session.id, now()),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      patientSession(c.otherClinic, mine.patientId, mine.session.id, now()),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('cancelling in the portal', () => {
  it('cancels a session inside the clinic’s window, marked as the patient’s cancellation', async () => {
    const { patientId, session } = await patientWithSession(c, dayAhead(3, 12));
    const answer = await cancelPatientSession(c.clinic, patientId, session.id, {
      now: now(),
      reason: 'Travelling',
    });
    expect(answer.session).toMatchObject({ kind: 'past', status: 'cancelled' });
    expect(await storedStatus(session.id)).toMatchObject({
      status: 'cancelled',
      status_reason: 'Cancelled by the patient in the portal: Travelling',
    });
  });

  it('refuses after the window with the clinic’s phone, and the session stays planned', async () => {
    const soon = new Date(now().getTime() + 3 * 3_600_000).toISOString();
    const { patientId, session } = await patientWithSession(c, soon);
    const shown = await patientSession(c.clinic, patientId, session.id, now());
    expect(shown.session).toMatchObject({ cancellation: { kind: 'too-late' } });
    await expect(
      cancelPatientSession(c.clinic, patientId, session.id, { now: now() }),
    ).rejects.toMatchObject({
      statusCode: 409,
      details: { code: PORTAL_VISIT_CODES.outsideWindow, clinicPhone: CLINIC_PHONE },
    });
    expect((await storedStatus(session.id)).status).toBe('planned');
  });

  it('follows the window the owner sets: 2 hours lets a session 4 hours away be cancelled', async () => {
    const soon = new Date(now().getTime() + 4.5 * 3_600_000).toISOString();
    const { patientId, session } = await patientWithSession(c, soon);
    await setPolicy(c, { cancellationWindowHours: 2 });
    try {
      await cancelPatientSession(c.clinic, patientId, session.id, { now: now() });
      expect((await storedStatus(session.id)).status).toBe('cancelled');
    } finally {
      await setPolicy(c, { cancellationWindowHours: 24 });
    }
  });

  it('refuses to cancel a cancelled or past session, and another patient’s as not found', async () => {
    const { patientId, session } = await patientWithSession(c, dayAhead(8, 15));
    await cancelPatientSession(c.clinic, patientId, session.id, { now: now() });
    await expect(
      cancelPatientSession(c.clinic, patientId, session.id, { now: now() }),
    ).rejects.toMatchObject({ statusCode: 409 });
    const past = await bookFor(c, patientId, dayAhead(-2, 9));
    await expect(
      cancelPatientSession(c.clinic, patientId, past.id, { now: now() }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await storedStatus(past.id)).status).toBe('planned');
    const other = await registerPatient(c.server, c.founder.access_token);
    await expect(
      cancelPatientSession(c.clinic, other.id, past.id, { now: now() }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('asking for another time', () => {
  it('offers the clinician’s free slots of the session’s length, leaving out booked times', async () => {
    const { patientId, session } = await patientWithSession(c, dayAhead(12, 8));
    await bookFor(c, patientId, dayAhead(3, 8, 50));
    const { slots } = await patientFreeSlots(c.clinic, patientId, session.id, now());
    const starts = slots.map((s) => s.startsAt);
    expect(starts).toContain(dayAhead(3, 8));
    expect(starts).not.toContain(dayAhead(3, 8, 50));
    expect(starts).toContain(dayAhead(3, 9, 40));
    expect(starts.every((s) => Date.parse(s) > now().getTime())).toBe(true);
    expect(Date.parse(slots[0]!.endsAt) - Date.parse(slots[0]!.startsAt)).toBe(50 * 60_000);
  });

  it('stores a request for a free slot as pending, shown on the session, and refuses a second', async () => {
    const { patientId, session } = await patientWithSession(c, dayAhead(13, 8));
    const request = await requestAnotherTime(c.clinic, patientId, session.id, {
      startsAt: dayAhead(4, 13),
      now: now(),
    });
    expect(request).toMatchObject({ status: 'pending', endsAt: dayAhead(4, 13, 50) });
    const shown = await patientSession(c.clinic, patientId, session.id, now());
    expect(shown.session).toMatchObject({ timeRequest: { id: request.id, status: 'pending' } });
    const before = await countRequests();
    await expect(
      requestAnotherTime(c.clinic, patientId, session.id, {
        startsAt: dayAhead(4, 15),
        now: now(),
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await countRequests()).toBe(before);
    // Another patient cannot ask for the time this request holds.
    const rival = await patientWithSession(c, dayAhead(13, 10));
    await expect(
      requestAnotherTime(c.clinic, rival.patientId, rival.session.id, {
        startsAt: dayAhead(4, 13),
        now: now(),
      }),
    ).rejects.toMatchObject({ statusCode: 409, details: { code: PORTAL_VISIT_CODES.slotNotFree } });
  });

  it('refuses a time that is not a free slot, and stores nothing', async () => {
    const { patientId, session } = await patientWithSession(c, dayAhead(14, 8));
    await bookFor(c, patientId, dayAhead(5, 14));
    const before = await countRequests();
    for (const startsAt of [
      dayAhead(5, 14),
      dayAhead(5, 14, 10),
      dayAhead(5, 22),
      dayAhead(-1, 9),
    ]) {
      await expect(
        requestAnotherTime(c.clinic, patientId, session.id, { startsAt, now: now() }),
      ).rejects.toMatchObject({
        statusCode: 409,
        details: { code: PORTAL_VISIT_CODES.slotNotFree },
      });
    }
    expect(await countRequests()).toBe(before);
  });

  it('refuses slots and requests while the clinic has self-scheduling off', async () => {
    const { patientId, session } = await patientWithSession(c, dayAhead(15, 8));
    await setPolicy(c, { selfScheduling: false });
    try {
      const off = { statusCode: 409, details: { code: PORTAL_VISIT_CODES.selfSchedulingOff } };
      await expect(patientFreeSlots(c.clinic, patientId, session.id, now())).rejects.toMatchObject(
        off,
      );
      await expect(
        requestAnotherTime(c.clinic, patientId, session.id, {
          startsAt: dayAhead(6, 8),
          now: now(),
        }),
      ).rejects.toMatchObject(off);
    } finally {
      await setPolicy(c, { selfScheduling: true });
    }
  });

  it('closes a pending request when the patient cancels the session', async () => {
    const { patientId, session } = await patientWithSession(c, dayAhead(16, 8));
    await requestAnotherTime(c.clinic, patientId, session.id, {
      startsAt: dayAhead(2, 14, 40),
      now: now(),
    });
    await cancelPatientSession(c.clinic, patientId, session.id, { now: now() });
    const row = await c.clinic
      .selectFrom('session_time_requests')
      .select('status')
      .where('encounter_id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('declined');
  });
});
