import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  startSessionClinic,
  type SessionClinic,
} from '../encounters/encounters.test-kit.ts';

/** A series booked with dates left out (`exceptDates`, the preview's "skip this date"). */

let c: SessionClinic;
let patient: Patient;
let tenantId: string;

beforeAll(async () => {
  c = await startSessionClinic();
  tenantId = c.founder.user.tenantId;
  patient = await registerPatient(c.server, c.founder.access_token);
  const zone = await c.server.request('PATCH', '/clinic', {
    token: c.founder.access_token,
    body: { timeZone: 'Europe/London' },
  });
  if (zone.status !== 200) throw new Error(`time zone: ${zone.status} ${zone.text}`);
});
afterAll(() => c.server.close());

const weekly = (firstDate: string, extra: Partial<SeriesInput> = {}): SeriesInput => ({
  patientId: patient.id,
  clinicianId: c.founder.user.id,
  firstDate,
  startTime: '09:00',
  minutes: 50,
  frequency: 'weekly',
  count: 4,
  modality: 'in-person',
  type: 'individual',
  ...extra,
});
const post = (what: 'preview' | 'book', body: unknown, token = c.staff.access_token) =>
  c.server.request('POST', what === 'preview' ? '/series/preview' : '/series', { token, body });
const stored = async () => {
  const series = await c.server.server.ctx.db
    .selectFrom('series')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .execute();
  return [await countSessions(c.server, tenantId), series.length];
};

describe('leaving a date out of a series', () => {
  it('books the other dates around a conflicting one left out, and no session lies on it', async () => {
    const other = await registerPatient(c.server, c.founder.access_token);
    const busy = await booked(
      c.server,
      c.staff.access_token,
      sessionAt(other.id, c.founder.user.id, '2026-05-18T08:30:00Z'),
    );
    const body = weekly('2026-05-04', { exceptDates: ['2026-05-18'] });
    const preview = seriesPreviewResponse.parse((await post('preview', body)).body);
    const reply = await post('book', body);
    expect(reply.status).toBe(201);
    const answer = seriesResponse.parse(reply.body);
    expect(preview.occurrences.map((o) => [o.date, o.conflicts.length])).toEqual([
      ['2026-05-04', 0],
      ['2026-05-11', 0],
      ['2026-05-25', 0],
    ]);
    expect(answer.encounters.map((e) => e.startsAt)).toEqual([
      '2026-05-04T08:00:00.000Z',
      '2026-05-11T08:00:00.000Z',
      '2026-05-25T08:00:00.000Z',
    ]);
    expect(answer.skipped).toEqual([{ date: '2026-05-18', reason: 'left-out' }]);
    const onThatDay = await c.server.server.ctx.db
      .selectFrom('encounters')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('starts_at', '>=', new Date('2026-05-18T00:00:00Z'))
      .where('starts_at', '<', new Date('2026-05-19T00:00:00Z'))
      .execute();
    expect(onThatDay.map((row) => row.id)).toEqual([busy.id]);
  });

  it('numbers the booked sessions only: the series read holds the three, not four', async () => {
    const reply = await post('book', weekly('2026-06-01', { exceptDates: ['2026-06-08'] }));
    const { series } = seriesResponse.parse(reply.body);
    const read = await c.server.request('GET', `/series/${series.id}`, {
      token: c.staff.access_token,
    });
    expect(read.status).toBe(200);
    expect(
      (read.body as { encounters: { startsAt: string }[] }).encounters.map((e) =>
        e.startsAt.slice(0, 10),
      ),
    ).toEqual(['2026-06-01', '2026-06-15', '2026-06-22']);
  });
});

describe('dates left out that cannot be are a clear 400 and store nothing', () => {
  it.each([
    [
      'a date that is not one of the series’ (a Tuesday of a Monday series)',
      ['2026-09-08'],
      '2026-09-08 is not a date of this series: only the series’ own dates can be left out.',
    ],
    [
      'a date past the series’ end',
      ['2026-10-05'],
      '2026-10-05 is not a date of this series: only the series’ own dates can be left out.',
    ],
    [
      'the same date twice',
      ['2026-09-14', '2026-09-14'],
      '2026-09-14 is left out twice: name each date once.',
    ],
    [
      'every date',
      ['2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28'],
      'Every date of this series is left out: keep at least one.',
    ],
  ])('refuses %s, in the preview and the booking', async (_case, exceptDates, message) => {
    const before = await stored();
    const body = weekly('2026-09-07', { exceptDates });
    const preview = await post('preview', body);
    const reply = await post('book', body);
    expect([preview.status, preview.body.message]).toEqual([400, message]);
    expect([reply.status, reply.body.message]).toEqual([400, message]);
    expect(await stored()).toEqual(before);
  });

  it('refuses a left-out date that is not a date at all', async () => {
    const before = await stored();
    const reply = await post('book', weekly('2026-09-07', { exceptDates: ['14/09/2026'] }));
    expect(reply.status).toBe(400);
    expect(await stored()).toEqual(before);
  });
});

describe('who may leave dates out', () => {
  it('refuses a member without the booking right (403), a clinician for another’s patient (403), another clinic (404), storing nothing', async () => {
    const founders = await registerPatient(c.server, c.founder.access_token);
    const body = weekly('2026-11-02', { patientId: founders.id, exceptDates: ['2026-11-09'] });
    const before = await stored();
    const replies = [
      await post('book', body, c.ownerOnly.access_token),
      await post('book', body, c.colleague.access_token),
      await post('book', body, c.other.access_token),
      await post('preview', body, c.other.access_token),
    ];
    expect(replies.map((r) => r.status)).toEqual([403, 403, 404, 404]);
    expect(await stored()).toEqual(before);
  });
});
