import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicianAvailabilityPath } from '../../common/contracts/availability.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import {
  seriesPreviewResponse,
  seriesResponse,
  type SeriesInput,
} from '../../common/contracts/series.contract.ts';
import {
  booked,
  countSessions,
  registerPatient,
  sessionAt,
  startLondonClinic,
  type SessionClinic,
} from '../encounters/encounters.test-kit.ts';
import { postSeries, weeklySeries } from './series.test-kit.ts';

let c: SessionClinic;
let patient: Patient;
let tenantId: string;

beforeAll(async () => {
  ({ clinic: c, patient } = await startLondonClinic());
  tenantId = c.founder.user.tenantId;
});
afterAll(() => c.server.close());

const weekly = (firstDate: string, extra: Partial<SeriesInput> = {}) =>
  weeklySeries(c, patient, firstDate, 3, extra);
const post = (what: 'preview' | 'book', body: unknown, token?: string) =>
  postSeries(c, what, body, token);
const seriesRows = async () =>
  (
    await c.server.server.ctx.db
      .selectFrom('series')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .execute()
  ).length;

describe('booking a series', () => {
  it('books each occurrence as its own planned session at 09:00 London time across the spring change', async () => {
    const reply = await post('book', weekly('2026-03-22'));
    expect(reply.status).toBe(201);
    const answer = seriesResponse.parse(reply.body);
    expect(answer.encounters.map((e) => [e.startsAt, e.status])).toEqual([
      ['2026-03-22T09:00:00.000Z', 'planned'],
      ['2026-03-29T08:00:00.000Z', 'planned'],
      ['2026-04-05T08:00:00.000Z', 'planned'],
    ]);
    const linked = await c.server.server.ctx.db
      .selectFrom('encounters')
      .select('series_id')
      .where(
        'id',
        'in',
        answer.encounters.map((e) => e.id),
      )
      .execute();
    expect(linked.map((row) => row.series_id)).toEqual([
      answer.series.id,
      answer.series.id,
      answer.series.id,
    ]);
  });

  it('lists every conflicting date, for the clinician and for the patient, and books nothing', async () => {
    const other = await registerPatient(c.server, c.founder.access_token);
    const clinicianBusy = await booked(
      c.server,
      c.staff.access_token,
      sessionAt(other.id, c.founder.user.id, '2026-05-11T08:30:00Z'),
    );
    const patientBusy = await booked(
      c.server,
      c.staff.access_token,
      sessionAt(patient.id, c.colleague.user.id, '2026-05-18T08:00:00Z', 90),
    );
    const before = [await countSessions(c.server, tenantId), await seriesRows()];
    const preview = await post('preview', weekly('2026-05-04'));
    const reply = await post('book', weekly('2026-05-04'));
    const conflicts = seriesPreviewResponse
      .parse(preview.body)
      .occurrences.map((o) => [o.date, o.conflicts.map((x) => [x.with, x.session.id])]);
    expect(conflicts).toEqual([
      ['2026-05-04', []],
      ['2026-05-11', [['clinician', clinicianBusy.id]]],
      ['2026-05-18', [['patient', patientBusy.id]]],
    ]);
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      code: 'series-conflicts',
      message:
        'Nothing was booked: these dates conflict with other sessions: 2026-05-11, 2026-05-18.',
      conflicts: [
        { date: '2026-05-11', with: 'clinician', session: { id: clinicianBusy.id } },
        { date: '2026-05-18', with: 'patient', session: { id: patientBusy.id } },
      ],
    });
    expect([await countSessions(c.server, tenantId), await seriesRows()]).toEqual(before);
  });

  it('skips the clinician’s dates off and says so', async () => {
    await c.server.request('PUT', clinicianAvailabilityPath(c.founder.user.id), {
      token: c.founder.access_token,
      body: { hours: [], datesOff: ['2026-07-13'] },
    });
    const reply = await post('book', weekly('2026-07-06'));
    const answer = seriesResponse.parse(reply.body);
    expect(answer.encounters.map((e) => e.startsAt.slice(0, 10))).toEqual([
      '2026-07-06',
      '2026-07-20',
    ]);
    expect(answer.skipped).toEqual([{ date: '2026-07-13', reason: 'date-off' }]);
  });

  it('needs a confirmation for dates outside the clinician’s working hours', async () => {
    await c.server.request('PUT', clinicianAvailabilityPath(c.founder.user.id), {
      token: c.founder.access_token,
      body: { hours: [{ weekday: 1, start: '13:00', end: '17:00' }], datesOff: [] },
    });
    const first = await post('book', weekly('2026-08-03', { count: 2 }));
    const confirmed = await post(
      'book',
      weekly('2026-08-03', { count: 2, confirmOutsideAvailability: true }),
    );
    expect(first.status).toBe(409);
    expect(first.body).toMatchObject({
      code: 'outside-availability',
      dates: ['2026-08-03', '2026-08-10'],
    });
    expect(confirmed.status).toBe(201);
  });
});

describe('a series that cannot be booked is a clear 400 and stores nothing', () => {
  it.each([
    ['500 occurrences', { count: 500 }, 'A series may hold at most 52 sessions.'],
    [
      'an end before the first date',
      { count: undefined, until: '2026-09-01' },
      'The series must end on or after its first date.',
    ],
    [
      'a start time in the spring-forward gap',
      { startTime: '01:30', count: 2 },
      'The start time does not exist on 2027-03-28 in the clinic’s time zone (the clocks go forward): choose another time.',
    ],
  ])('refuses %s', async (_case, extra, message) => {
    const first = _case.includes('gap') ? '2027-03-21' : '2026-09-07';
    const before = [await countSessions(c.server, tenantId), await seriesRows()];
    const reply = await post('book', weekly(first, extra as Partial<SeriesInput>));
    expect({ status: reply.status, message: reply.body.message }).toEqual({ status: 400, message });
    expect([await countSessions(c.server, tenantId), await seriesRows()]).toEqual(before);
  });
});

describe('who may book a series', () => {
  it('refuses a member without the booking right (403), a clinician for another’s patient (403), another clinic (404)', async () => {
    // A patient of the founder's alone: the colleague's booking above put them on `patient`'s team.
    const founders = await registerPatient(c.server, c.founder.access_token);
    const body = weekly('2026-10-05', { patientId: founders.id });
    const ownerOnly = await post('book', body, c.ownerOnly.access_token);
    const colleague = await post('preview', body, c.colleague.access_token);
    const stranger = await post('book', body, c.other.access_token);
    const strangerPreview = await post('preview', body, c.other.access_token);
    expect([ownerOnly.status, colleague.status, stranger.status, strangerPreview.status]).toEqual([
      403, 403, 404, 404,
    ]);
  });
});
