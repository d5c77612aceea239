import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilityRangeResponse,
  clinicianAvailabilityPath,
} from '../../common/contracts/availability.contract.ts';
import { startSessionClinic, type SessionClinic } from '../encounters/encounters.test-kit.ts';

let c: SessionClinic;
beforeAll(async () => {
  c = await startSessionClinic();
});
afterAll(() => c.server.close());

const put = (token: string, clinicianId: string, body: unknown) =>
  c.server.request('PUT', clinicianAvailabilityPath(clinicianId), { token, body });
const get = (token: string, path: string) => c.server.request('GET', path, { token });
const MONDAY_NINE_TO_FIVE = { weekday: 1, start: '09:00', end: '17:00' };

describe('a clinician’s working hours and dates off', () => {
  it('are set by the clinician for themself and read back as they were set', async () => {
    const availability = { hours: [MONDAY_NINE_TO_FIVE], datesOff: ['2026-06-15'] };
    const set = await put(c.colleague.access_token, c.colleague.user.id, availability);
    const read = await get(c.staff.access_token, clinicianAvailabilityPath(c.colleague.user.id));
    expect(set.status).toBe(200);
    expect(read.body).toEqual({ clinicianId: c.colleague.user.id, availability });
  });

  it('are laid on the calendar in the clinic’s zone, a date off left empty', async () => {
    const reply = await get(
      c.staff.access_token,
      `/availability?from=2026-06-08&to=2026-06-15&clinicianId=${c.colleague.user.id}`,
    );
    const view = availabilityRangeResponse.parse(reply.body);
    expect(view.clinicians).toEqual([
      {
        clinicianId: c.colleague.user.id,
        name: expect.any(String),
        bounded: true,
        spans: [{ startsAt: '2026-06-08T09:00:00.000Z', endsAt: '2026-06-08T17:00:00.000Z' }],
        datesOff: ['2026-06-15'],
      },
    ]);
  });

  it('may be set by an owner for any clinician, but not by the front desk or another clinician', async () => {
    const body = { hours: [MONDAY_NINE_TO_FIVE], datesOff: [] };
    const owner = await put(c.ownerOnly.access_token, c.deskClinician.user.id, body);
    const staff = await put(c.staff.access_token, c.deskClinician.user.id, body);
    const colleague = await put(c.colleague.access_token, c.deskClinician.user.id, body);
    expect([owner.status, staff.status, colleague.status]).toEqual([200, 403, 403]);
  });

  it('are another clinic’s business: its clinicians are 404 and absent from its calendar', async () => {
    const body = { hours: [MONDAY_NINE_TO_FIVE], datesOff: [] };
    const write = await put(c.other.access_token, c.colleague.user.id, body);
    const read = await get(c.other.access_token, clinicianAvailabilityPath(c.colleague.user.id));
    const range = await get(c.other.access_token, '/availability?from=2026-06-08&to=2026-06-09');
    const ids = availabilityRangeResponse.parse(range.body).clinicians.map((x) => x.clinicianId);
    expect([write.status, read.status]).toEqual([404, 404]);
    expect(ids).toEqual([c.other.user.id]);
  });

  it('refuses an interval that ends before it starts, or two that overlap, and stores nothing', async () => {
    const backwards = await put(c.colleague.access_token, c.colleague.user.id, {
      hours: [{ weekday: 2, start: '17:00', end: '09:00' }],
      datesOff: [],
    });
    const overlapping = await put(c.colleague.access_token, c.colleague.user.id, {
      hours: [
        { weekday: 2, start: '09:00', end: '13:00' },
        { weekday: 2, start: '12:00', end: '17:00' },
      ],
      datesOff: [],
    });
    const read = await get(
      c.colleague.access_token,
      clinicianAvailabilityPath(c.colleague.user.id),
    );
    expect([backwards.status, overlapping.status]).toEqual([400, 400]);
    expect(backwards.text).toContain('Each interval must end after it starts');
    expect(overlapping.text).toContain('Intervals of one weekday must not overlap');
    expect(read.body).toMatchObject({ availability: { hours: [MONDAY_NINE_TO_FIVE] } });
  });
});

describe('the clinic’s opening hours and holidays', () => {
  const OPEN_MONDAYS = {
    openingHours: [{ weekday: 1, start: '08:00', end: '18:00' }],
    holidays: [{ date: '2026-06-22', name: 'Clinic closed' }],
  };

  it('are set by an owner only', async () => {
    const staff = await c.server.request('PUT', '/availability/clinic', {
      token: c.staff.access_token,
      body: OPEN_MONDAYS,
    });
    const owner = await c.server.request('PUT', '/availability/clinic', {
      token: c.ownerOnly.access_token,
      body: OPEN_MONDAYS,
    });
    const read = await get(c.colleague.access_token, '/availability/clinic');
    expect([staff.status, owner.status]).toEqual([403, 200]);
    expect(read.body).toEqual({ clinicHours: OPEN_MONDAYS });
  });

  it('bound working hours: hours outside them are refused with 409 and nothing is stored', async () => {
    const reply = await put(c.colleague.access_token, c.colleague.user.id, {
      hours: [{ weekday: 1, start: '07:00', end: '12:00' }],
      datesOff: [],
    });
    const read = await get(
      c.colleague.access_token,
      clinicianAvailabilityPath(c.colleague.user.id),
    );
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(
      'Working hours 07:00–12:00 on weekday 1 lie outside the clinic’s opening hours.',
    );
    expect(read.body).toMatchObject({ availability: { hours: [MONDAY_NINE_TO_FIVE] } });
  });

  it('leave a holiday empty on every clinician’s calendar and bound a clinician without hours', async () => {
    const reply = await get(c.staff.access_token, '/availability?from=2026-06-22&to=2026-06-29');
    const view = availabilityRangeResponse.parse(reply.body);
    const founder = view.clinicians.find((x) => x.clinicianId === c.founder.user.id);
    expect(view.holidays).toEqual([{ date: '2026-06-22', name: 'Clinic closed' }]);
    expect(founder).toMatchObject({
      bounded: true,
      spans: [{ startsAt: '2026-06-29T08:00:00.000Z', endsAt: '2026-06-29T18:00:00.000Z' }],
    });
  });

  it('refuses a range that ends before it starts or spans more than 62 days', async () => {
    const backwards = await get(
      c.staff.access_token,
      '/availability?from=2026-06-22&to=2026-06-21',
    );
    const long = await get(c.staff.access_token, '/availability?from=2026-01-01&to=2026-12-31');
    expect([backwards.status, long.status]).toEqual([400, 400]);
  });
});
