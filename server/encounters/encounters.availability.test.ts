import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clinicianAvailabilityPath,
  type ClinicianAvailability,
} from '../../common/contracts/availability.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import {
  book,
  booked,
  countSessions,
  sessionAt,
  startLondonClinic,
  type SessionClinic,
} from './encounters.test-kit.ts';

let c: SessionClinic;
let patient: Patient;
let tenantId: string;

beforeAll(async () => {
  ({ clinic: c, patient } = await startLondonClinic());
  tenantId = c.founder.user.tenantId;
  // Mondays 13:00–17:00 London time, and 2026-08-17 off.
  const founderWeek: ClinicianAvailability = {
    hours: [{ weekday: 1, start: '13:00', end: '17:00' }],
    datesOff: ['2026-08-17'],
  };
  const set = await c.server.request('PUT', clinicianAvailabilityPath(c.founder.user.id), {
    token: c.founder.access_token,
    body: founderWeek,
  });
  if (set.status !== 200) throw new Error(`availability: ${set.status} ${set.text}`);
});
afterAll(() => c.server.close());

const OUTSIDE = (date: string) => ({
  code: 'outside-availability',
  dates: [date],
  message: `These dates lie outside the clinician’s availability: ${date}. Confirm to book them anyway.`,
});

describe('booking one session outside the clinician’s availability', () => {
  it('books inside the working hours without a confirmation', async () => {
    const reply = await book(
      c.server,
      c.staff.access_token,
      sessionAt(patient.id, c.founder.user.id, '2026-08-03T13:00:00Z'),
    );
    expect(reply.status).toBe(201);
  });

  it.each([
    ['before the working hours', '2026-08-10T08:00:00Z', '2026-08-10'],
    ['on a date off', '2026-08-17T13:00:00Z', '2026-08-17'],
  ])('answers 409 naming the date %s and stores nothing', async (_case, start, date) => {
    const before = await countSessions(c.server, tenantId);
    const reply = await book(
      c.server,
      c.staff.access_token,
      sessionAt(patient.id, c.founder.user.id, start),
    );
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual(OUTSIDE(date));
    expect(await countSessions(c.server, tenantId)).toBe(before);
  });

  it('books outside the working hours once confirmed', async () => {
    const reply = await book(c.server, c.staff.access_token, {
      ...sessionAt(patient.id, c.founder.user.id, '2026-08-24T08:00:00Z'),
      confirmOutsideAvailability: true,
    });
    expect(reply.status).toBe(201);
  });

  it('leaves a clinician without hours bookable at any time (nothing set bounds nothing)', async () => {
    const reply = await book(
      c.server,
      c.staff.access_token,
      sessionAt(patient.id, c.colleague.user.id, '2026-08-09T22:00:00Z'),
    );
    expect(reply.status).toBe(201);
  });
});

describe('rescheduling one session outside the clinician’s availability', () => {
  it('needs a confirmation to move it out of the working hours, and stores nothing until then', async () => {
    const session = await booked(
      c.server,
      c.staff.access_token,
      sessionAt(patient.id, c.founder.user.id, '2026-08-31T14:00:00Z'),
    );
    const move = { startsAt: '2026-08-31T18:00:00.000Z', endsAt: '2026-08-31T18:50:00.000Z' };
    const asked = await c.server.request('PATCH', `/encounters/${session.id}`, {
      token: c.staff.access_token,
      body: move,
    });
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual(OUTSIDE('2026-08-31'));
    const unchanged = await c.server.request<{ encounter: { startsAt: string } }>(
      'GET',
      `/encounters/${session.id}`,
      {
        token: c.staff.access_token,
      },
    );
    expect(unchanged.body.encounter.startsAt).toBe('2026-08-31T14:00:00.000Z');
    const confirmed = await c.server.request('PATCH', `/encounters/${session.id}`, {
      token: c.staff.access_token,
      body: { ...move, confirmOutsideAvailability: true },
    });
    expect(confirmed.status).toBe(200);
  });

  it('changes the room of a session already outside the hours without asking again', async () => {
    const session = await booked(c.server, c.staff.access_token, {
      ...sessionAt(patient.id, c.founder.user.id, '2026-09-07T08:00:00Z'),
      confirmOutsideAvailability: true,
    });
    const reply = await c.server.request('PATCH', `/encounters/${session.id}`, {
      token: c.staff.access_token,
      body: { location: 'Room 5' },
    });
    expect(reply.status).toBe(200);
  });
});
