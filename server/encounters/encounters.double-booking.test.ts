import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  doubleBookingResponse,
  type EncounterAction,
} from '../../common/contracts/encounters.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import {
  book,
  booked,
  countSessions,
  registerPatient,
  sessionAt,
  startSessionClinic,
  transition,
  type SessionClinic,
} from './encounters.test-kit.ts';

let c: SessionClinic;
let first: Patient;
let second: Patient;

beforeAll(async () => {
  c = await startSessionClinic();
  first = await registerPatient(c.server, c.founder.access_token);
  second = await registerPatient(c.server, c.founder.access_token);
});
afterAll(() => c.server.close());

const forFounder = (patient: Patient, start: string, minutes = 50) =>
  sessionAt(patient.id, c.founder.user.id, start, minutes);
/** The founder books a session of their own (the reply, or the session when it must succeed). */
const founderBooks = (patient: Patient, start: string, minutes?: number) =>
  book(c.server, c.founder.access_token, forFounder(patient, start, minutes));
const founderBooked = (patient: Patient, start: string, minutes?: number) =>
  booked(c.server, c.founder.access_token, forFounder(patient, start, minutes));
/** The founder moves one of their sessions on. */
const founderMoves = (id: string, action: EncounterAction, reason?: string) =>
  transition(c.server, c.founder.access_token, id, action, reason);

describe('no clinician is ever double-booked', () => {
  it('refuses an overlapping session with 409 naming the conflicting session’s time', async () => {
    const taken = await founderBooked(first, '2026-06-01T09:00:00Z', 60);
    const reply = await book(
      c.server,
      c.staff.access_token,
      forFounder(second, '2026-06-01T09:30:00Z', 60),
    );
    expect(reply.status).toBe(409);
    const body = doubleBookingResponse.parse(reply.body);
    expect(body.message).toBe(
      'This clinician already has a session from 2026-06-01 09:00 UTC to 2026-06-01 10:00 UTC; choose another time or clinician.',
    );
    expect(body.conflict).toEqual({
      id: taken.id,
      startsAt: taken.startsAt,
      endsAt: taken.endsAt,
      patient: taken.patient,
    });
  });

  it('refuses a session that encloses or sits inside another one', async () => {
    await founderBooked(first, '2026-06-02T10:00:00Z', 30);
    const around = await founderBooks(second, '2026-06-02T09:00:00Z', 180);
    const inside = await founderBooks(second, '2026-06-02T10:10:00Z', 10);
    expect([around.status, inside.status]).toEqual([409, 409]);
  });

  it('accepts back-to-back sessions: one ending at 10:00 and one starting at 10:00 do not overlap', async () => {
    await founderBooked(first, '2026-06-03T09:00:00Z', 60);
    const after = await founderBooks(second, '2026-06-03T10:00:00Z', 60);
    const before = await founderBooks(second, '2026-06-03T08:00:00Z', 60);
    expect([after.status, before.status]).toEqual([201, 201]);
  });

  it('frees the time of a cancelled or missed session, but not of a finished one', async () => {
    const cancelled = await founderBooked(first, '2026-06-04T09:00:00Z');
    await founderMoves(cancelled.id, 'cancel', 'Patient unwell');
    const missed = await founderBooked(first, '2026-06-04T11:00:00Z');
    await founderMoves(missed.id, 'no-show', 'Did not come');
    const done = await founderBooked(first, '2026-06-04T13:00:00Z');
    await founderMoves(done.id, 'start');
    await founderMoves(done.id, 'finish');

    const statuses = [];
    for (const start of ['2026-06-04T09:00:00Z', '2026-06-04T11:00:00Z', '2026-06-04T13:00:00Z']) {
      statuses.push((await founderBooks(second, start)).status);
    }
    expect(statuses).toEqual([201, 201, 409]);
  });

  it('lets another clinician take the same time', async () => {
    await founderBooked(first, '2026-06-05T09:00:00Z');
    const reply = await book(
      c.server,
      c.staff.access_token,
      sessionAt(second.id, c.colleague.user.id, '2026-06-05T09:00:00Z'),
    );
    expect(reply.status).toBe(201);
  });

  it('lets exactly one of two concurrent bookings of the same slot through (201 and 409)', async () => {
    const tenantId = c.founder.user.tenantId;
    for (const day of ['2026-06-08', '2026-06-09', '2026-06-10']) {
      const before = await countSessions(c.server, tenantId);
      const start = `${day}T09:00:00Z`;
      const replies = await Promise.all([
        founderBooks(first, start),
        book(c.server, c.staff.access_token, forFounder(second, start)),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await countSessions(c.server, tenantId)).toBe(before + 1);
    }
  });
});
