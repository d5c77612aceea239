import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import {
  seriesCancelRestPath,
  seriesChangeResponse,
  seriesDetailResponse,
  seriesPath,
  seriesFollowingPath,
  seriesResponse,
  type SeriesResponse,
} from '../../common/contracts/series.contract.ts';
import {
  booked,
  registerPatient,
  sessionAt,
  startLondonClinic,
  transition,
  type SessionClinic,
} from '../encounters/encounters.test-kit.ts';
import { postSeries, weeklySeries } from './series.test-kit.ts';

let c: SessionClinic;
let patient: Patient;

beforeAll(async () => {
  ({ clinic: c, patient } = await startLondonClinic());
});
afterAll(() => c.server.close());

/** Books a weekly 09:00 London series of `count` Mondays from `firstDate` through the front desk. */
async function bookWeekly(firstDate: string, count: number): Promise<SeriesResponse> {
  const reply = await postSeries(c, 'book', weeklySeries(c, patient, firstDate, count));
  if (reply.status !== 201) throw new Error(`series: ${reply.status} ${reply.text}`);
  return seriesResponse.parse(reply.body);
}

const following = (id: string, body: unknown, token = c.staff.access_token) =>
  c.server.request('POST', seriesFollowingPath(id), { token, body });
const cancelRest = (id: string, body: unknown, token = c.staff.access_token) =>
  c.server.request('POST', seriesCancelRestPath(id), { token, body });

/** The sessions as stored now: start and status, in time order. */
async function stored(encounters: readonly Encounter[]) {
  const rows = await c.server.server.ctx.db
    .selectFrom('encounters')
    .select(['starts_at', 'status', 'status_reason'])
    .where(
      'id',
      'in',
      encounters.map((e) => e.id),
    )
    .orderBy('starts_at')
    .execute();
  return rows.map((r) => [r.starts_at.toISOString(), r.status, r.status_reason]);
}

describe('changing one occurrence', () => {
  it('reschedules an occurrence like any session, and it stays linked to its series', async () => {
    const { series, encounters } = await bookWeekly('2026-04-06', 2);
    expect(encounters.map((e) => e.seriesId)).toEqual([series.id, series.id]);
    const reply = await c.server.request('PATCH', `/encounters/${encounters[0]!.id}`, {
      token: c.staff.access_token,
      body: { startsAt: '2026-04-06T12:00:00.000Z', endsAt: '2026-04-06T12:50:00.000Z' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.encounter).toMatchObject({
      startsAt: '2026-04-06T12:00:00.000Z',
      seriesId: series.id,
    });
  });
});

describe('this and all following', () => {
  it('moves every later planned occurrence to the new weekday and time, and keeps the earlier and the checked-in ones', async () => {
    const { series, encounters } = await bookWeekly('2026-05-04', 5);
    await transition(c.server, c.staff.access_token, encounters[3]!.id, 'check-in');
    const reply = await following(series.id, {
      fromDate: '2026-05-18',
      startTime: '11:00',
      weekday: 3,
    });
    expect(reply.status).toBe(200);
    expect(seriesChangeResponse.parse(reply.body).encounters.map((e) => e.startsAt)).toEqual([
      '2026-05-20T10:00:00.000Z',
      '2026-06-03T10:00:00.000Z',
    ]);
    expect(await stored(encounters)).toEqual([
      ['2026-05-04T08:00:00.000Z', 'planned', null],
      ['2026-05-11T08:00:00.000Z', 'planned', null],
      ['2026-05-20T10:00:00.000Z', 'planned', null],
      ['2026-05-25T08:00:00.000Z', 'arrived', null],
      ['2026-06-03T10:00:00.000Z', 'planned', null],
    ]);
  });

  it('lists each date that would meet another session and moves none of them', async () => {
    const { series, encounters } = await bookWeekly('2026-06-08', 3);
    const other = await registerPatient(c.server, c.founder.access_token);
    const busy = await booked(
      c.server,
      c.staff.access_token,
      sessionAt(other.id, c.founder.user.id, '2026-06-15T13:30:00Z'),
    );
    const before = await stored(encounters);
    const reply = await following(series.id, { fromDate: '2026-06-08', startTime: '14:00' });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      code: 'series-conflicts',
      message: 'Nothing was booked: these dates conflict with other sessions: 2026-06-15.',
      conflicts: [{ date: '2026-06-15', with: 'clinician', session: { id: busy.id } }],
    });
    expect(await stored(encounters)).toEqual(before);
  });

  it('needs a confirmation to move occurrences outside the clinician’s working hours', async () => {
    const { series, encounters } = await bookWeekly('2026-09-07', 2);
    await c.server.request('PUT', `/availability/clinicians/${c.founder.user.id}`, {
      token: c.founder.access_token,
      body: { hours: [{ weekday: 1, start: '08:00', end: '12:00' }], datesOff: [] },
    });
    const before = await stored(encounters);
    const asked = await following(series.id, { fromDate: '2026-09-07', startTime: '15:00' });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({
      code: 'outside-availability',
      dates: ['2026-09-07', '2026-09-14'],
    });
    expect(await stored(encounters)).toEqual(before);
    const confirmed = await following(series.id, {
      fromDate: '2026-09-07',
      startTime: '15:00',
      confirmOutsideAvailability: true,
    });
    expect(confirmed.status).toBe(200);
    await c.server.request('PUT', `/availability/clinicians/${c.founder.user.id}`, {
      token: c.founder.access_token,
      body: { hours: [], datesOff: [] },
    });
  });

  it.each([
    ['no change named', '2026-10-05', {}],
    ['a weekday 8', '2026-10-19', { weekday: 8 }],
    ['a time that is not HH:MM', '2026-11-02', { startTime: '9am' }],
  ])('refuses %s with a 400 and moves nothing', async (_case, firstDate, change) => {
    const { series, encounters } = await bookWeekly(firstDate, 2);
    const before = await stored(encounters);
    const reply = await following(series.id, { fromDate: firstDate, ...change });
    expect(reply.status).toBe(400);
    expect(await stored(encounters)).toEqual(before);
  });

  it('refuses a time the spring change skips with a 400 naming the date, moving nothing', async () => {
    const { series, encounters } = await bookWeekly('2027-03-22', 2);
    const before = await stored(encounters);
    const reply = await following(series.id, {
      fromDate: '2027-03-22',
      startTime: '01:30',
      weekday: 7,
    });
    expect({ status: reply.status, message: reply.body.message }).toEqual({
      status: 400,
      message:
        'The start time does not exist on 2027-03-28 in the clinic’s time zone (the clocks go forward): choose another time.',
    });
    expect(await stored(encounters)).toEqual(before);
  });
});

describe('cancelling the rest of a series', () => {
  it('cancels the planned occurrences from the date on with the reason and keeps the missed and the checked-in ones', async () => {
    const { series, encounters } = await bookWeekly('2026-11-30', 4);
    await transition(c.server, c.staff.access_token, encounters[0]!.id, 'no-show', 'Did not come');
    await transition(c.server, c.staff.access_token, encounters[1]!.id, 'check-in');
    const reply = await cancelRest(series.id, { fromDate: '2026-11-30', reason: 'Moved away' });
    expect(reply.status).toBe(200);
    expect(seriesChangeResponse.parse(reply.body).encounters.map((e) => e.id)).toEqual([
      encounters[2]!.id,
      encounters[3]!.id,
    ]);
    expect(await stored(encounters)).toEqual([
      ['2026-11-30T09:00:00.000Z', 'no-show', 'Did not come'],
      ['2026-12-07T09:00:00.000Z', 'arrived', null],
      ['2026-12-14T09:00:00.000Z', 'cancelled', 'Moved away'],
      ['2026-12-21T09:00:00.000Z', 'cancelled', 'Moved away'],
    ]);
  });

  it('refuses a missing reason (400) and a date after the last planned occurrence (409), cancelling nothing', async () => {
    const { series, encounters } = await bookWeekly('2027-01-11', 2);
    const before = await stored(encounters);
    const noReason = await cancelRest(series.id, { fromDate: '2027-01-11', reason: '  ' });
    const tooLate = await cancelRest(series.id, { fromDate: '2027-01-25', reason: 'Ended' });
    expect([noReason.status, tooLate.status]).toEqual([400, 409]);
    expect(tooLate.body.message).toBe('This series has no planned session on or after that date.');
    expect(await stored(encounters)).toEqual(before);
  });
});

describe('who may change a series', () => {
  it('refuses a role without the booking right (403), a clinician for another’s patient (403) and another clinic (404), changing nothing', async () => {
    const { series, encounters } = await bookWeekly('2027-02-01', 2);
    const before = await stored(encounters);
    const move = { fromDate: '2027-02-01', startTime: '10:00' };
    const cancel = { fromDate: '2027-02-01', reason: 'Not mine to cancel' };
    const statuses = [
      (await following(series.id, move, c.ownerOnly.access_token)).status,
      (await cancelRest(series.id, cancel, c.ownerOnly.access_token)).status,
      (await following(series.id, move, c.colleague.access_token)).status,
      (await cancelRest(series.id, cancel, c.colleague.access_token)).status,
      (await following(series.id, move, c.other.access_token)).status,
      (await cancelRest(series.id, cancel, c.other.access_token)).status,
    ];
    expect(statuses).toEqual([403, 403, 403, 403, 404, 404]);
    expect(await stored(encounters)).toEqual(before);
  });

  it('checks a dry run of this and all following and answers the sessions as they would be, storing nothing', async () => {
    const { series, encounters } = await bookWeekly('2027-04-05', 3);
    await c.server.request('PUT', `/availability/clinicians/${c.founder.user.id}`, {
      token: c.founder.access_token,
      body: { hours: [{ weekday: 2, start: '08:00', end: '12:00' }], datesOff: [] },
    });
    const before = await stored(encounters);
    const reply = await following(series.id, {
      fromDate: '2027-04-12',
      weekday: 2,
      startTime: '13:00',
      dryRun: true,
    });
    await c.server.request('PUT', `/availability/clinicians/${c.founder.user.id}`, {
      token: c.founder.access_token,
      body: { hours: [], datesOff: [] },
    });
    expect(reply.status).toBe(200);
    const preview = seriesChangeResponse.parse(reply.body);
    // London is on BST: 13:00 local is 12:00 UTC, on the Tuesdays of the moved weeks.
    expect(preview.encounters.map((e) => [e.id, e.startsAt, e.endsAt])).toEqual([
      [encounters[1]!.id, '2027-04-13T12:00:00.000Z', '2027-04-13T12:50:00.000Z'],
      [encounters[2]!.id, '2027-04-20T12:00:00.000Z', '2027-04-20T12:50:00.000Z'],
    ]);
    expect(preview.outsideAvailability).toEqual(['2027-04-13', '2027-04-20']);
    expect(await stored(encounters)).toEqual(before);
  });

  it('names a dry run’s conflicts with the same 409 as the move, storing nothing', async () => {
    const { series, encounters } = await bookWeekly('2027-05-03', 2);
    const other = await registerPatient(c.server, c.founder.access_token);
    await booked(
      c.server,
      c.staff.access_token,
      sessionAt(other.id, c.founder.user.id, '2027-05-10T14:30:00Z'),
    );
    const before = await stored(encounters);
    const reply = await following(series.id, {
      fromDate: '2027-05-03',
      startTime: '15:00',
      dryRun: true,
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      code: 'series-conflicts',
      conflicts: [{ date: '2027-05-10' }],
    });
    expect(await stored(encounters)).toEqual(before);
  });
});

/** The front desk's read lines in the patient's access trail. */
async function staffReadsOfPatient(): Promise<number> {
  const rows = await c.server.server.ctx.db
    .selectFrom('record_access')
    .select('id')
    .where('user_id', '=', c.staff.user.id)
    .where('patient_id', '=', patient.id)
    .where('action', '=', 'read')
    .execute();
  return rows.length;
}

describe('reading a series', () => {
  it('answers the rule and every session in time order, cancelled ones too, and records the read', async () => {
    const { series, encounters } = await bookWeekly('2027-06-07', 3);
    await cancelRest(series.id, { fromDate: '2027-06-21', reason: 'Moving away' });
    const readsBefore = await staffReadsOfPatient();
    const reply = await c.server.request('GET', seriesPath(series.id), {
      token: c.staff.access_token,
    });
    expect(reply.status).toBe(200);
    const detail = seriesDetailResponse.parse(reply.body);
    expect(detail.series).toEqual(series);
    expect(detail.encounters.map((e) => [e.id, e.status])).toEqual([
      [encounters[0]!.id, 'planned'],
      [encounters[1]!.id, 'planned'],
      [encounters[2]!.id, 'cancelled'],
    ]);
    expect(await staffReadsOfPatient()).toBe(readsBefore + 1);
  });

  it('refuses a role without the booking right (403), a clinician for another’s patient (403) and another clinic (404)', async () => {
    const { series } = await bookWeekly('2027-07-05', 1);
    const statuses = [];
    for (const token of [
      c.ownerOnly.access_token,
      c.colleague.access_token,
      c.other.access_token,
    ]) {
      statuses.push((await c.server.request('GET', seriesPath(series.id), { token })).status);
    }
    expect(statuses).toEqual([403, 403, 404]);
  });
});
