import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_MESSAGES,
  calendarResponse,
  type CalendarResponse,
} from '../../common/contracts/calendar.contract.ts';
import { MAX_ENCOUNTER_MINUTES } from '../../common/contracts/encounters.contract.ts';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  booked,
  countSessions,
  registerPatient,
  sessionAt,
  startSessionClinic,
  type SessionClinic,
} from '../encounters/encounters.test-kit.ts';

let c: SessionClinic;

beforeAll(async () => {
  c = await startSessionClinic();
  // A clinic in Bucharest: its week of 2026-03-23 holds the spring change (a 23-hour Sunday).
  const zoned = await c.server.request('PATCH', '/clinic', {
    token: c.founder.access_token,
    body: { timeZone: 'Europe/Bucharest' },
  });
  expect(zoned.status).toBe(200);
});
afterAll(() => c.server.close());

const calendar = (who: LoginResponse, query: string) =>
  c.server.request<CalendarResponse & { message?: string }>('GET', `/calendar?${query}`, {
    token: who.access_token,
  });

let hour = 6;
const at = (day: string) => `${day}T${String(hour).padStart(2, '0')}:00:00Z`;

/** Sessions booked by the front desk, an hour later each time: the founder's and the colleague's. */
async function bookedWeek() {
  hour += 1;
  const mine = await registerPatient(c.server, c.founder.access_token);
  const theirs = await registerPatient(c.server, c.colleague.access_token);
  const founderSession = await booked(
    c.server,
    c.staff.access_token,
    sessionAt(mine.id, c.founder.user.id, at('2026-03-24')),
  );
  const colleagueSession = await booked(
    c.server,
    c.staff.access_token,
    sessionAt(theirs.id, c.colleague.user.id, at('2026-03-23')),
  );
  return { mine, theirs, founderSession, colleagueSession };
}

describe('the calendar', () => {
  it('shows the front desk the whole clinic’s week in time order, framed by the clinic’s days', async () => {
    const { founderSession, colleagueSession, theirs } = await bookedWeek();
    const reply = await calendar(c.staff, 'from=2026-03-23&days=7');
    expect(reply.status).toBe(200);
    const week = calendarResponse.parse(reply.body);
    expect(week.timeZone).toBe('Europe/Bucharest');
    // Monday 00:00 in Bucharest (UTC+2) to the next Monday 00:00 (UTC+3): 167 hours.
    expect(week.from).toBe('2026-03-22T22:00:00.000Z');
    expect(week.to).toBe('2026-03-29T21:00:00.000Z');
    const ids = week.sessions.map((s) => s.id);
    expect(ids.indexOf(colleagueSession.id)).toBeLessThan(ids.indexOf(founderSession.id));
    const colleagues = week.sessions.find((s) => s.id === colleagueSession.id);
    expect(colleagues?.patient?.id).toBe(theirs.id);
    expect(colleagues?.clinician.id).toBe(c.colleague.user.id);
    expect(week.truncated).toBe(false);
  });

  it('shows a clinician a colleague’s sessions as busy blocks without the patient', async () => {
    const { colleagueSession, founderSession, theirs } = await bookedWeek();
    const founders = await calendar(
      c.colleague,
      `from=2026-03-23&clinicianId=${c.founder.user.id}`,
    );
    expect(founders.status).toBe(200);
    const block = founders.body.sessions.find((s) => s.id === founderSession.id);
    expect(block?.patient).toBeNull();
    expect(block?.status).toBe('planned');
    expect(JSON.stringify(founders.body)).not.toContain('Grace');
    const own = await calendar(c.colleague, `from=2026-03-23&clinicianId=${c.colleague.user.id}`);
    const session = own.body.sessions.find((s) => s.id === colleagueSession.id);
    expect(session?.patient?.id).toBe(theirs.id);
    expect(own.body.sessions.every((s) => s.clinician.id === c.colleague.user.id)).toBe(true);
  });

  it('shows a clinician busy blocks in a week the front desk has just been shown with patients', async () => {
    const { founderSession } = await bookedWeek();
    const query = `from=2026-03-23&clinicianId=${c.founder.user.id}`;
    const desk = await calendar(c.staff, query);
    expect(desk.body.sessions.find((s) => s.id === founderSession.id)?.patient).not.toBeNull();
    const colleague = await calendar(c.colleague, query);
    expect(colleague.body.sessions.find((s) => s.id === founderSession.id)?.patient).toBeNull();
  });

  it('shows a session booked after the week was last shown', async () => {
    const shown = await calendar(c.staff, 'from=2026-03-23&days=7');
    const { founderSession } = await bookedWeek();
    const again = await calendar(c.staff, 'from=2026-03-23&days=7');
    expect(shown.body.sessions.map((s) => s.id)).not.toContain(founderSession.id);
    expect(again.body.sessions.map((s) => s.id)).toContain(founderSession.id);
  });

  it('leaves out sessions outside the window, by the clinic’s days', async () => {
    const patient = await registerPatient(c.server, c.founder.access_token);
    // Sunday 23:30 in Bucharest (21:30 UTC, summer time): in the week; Monday 00:10: out.
    const lastOfWeek = await booked(
      c.server,
      c.founder.access_token,
      sessionAt(patient.id, c.founder.user.id, '2026-03-29T20:30:00Z', 30),
    );
    const nextWeek = await booked(
      c.server,
      c.founder.access_token,
      sessionAt(patient.id, c.founder.user.id, '2026-03-29T21:10:00Z', 30),
    );
    const reply = await calendar(c.founder, `from=2026-03-23&clinicianId=${c.founder.user.id}`);
    const ids = reply.body.sessions.map((s) => s.id);
    expect(ids).toContain(lastOfWeek.id);
    expect(ids).not.toContain(nextWeek.id);
    const day = await calendar(
      c.founder,
      `from=2026-03-30&days=1&clinicianId=${c.founder.user.id}`,
    );
    expect(day.body.sessions.map((s) => s.id)).toEqual([nextWeek.id]);
  });

  it('shows a session of the longest length that began the day before and runs into the window', async () => {
    const patient = await registerPatient(c.server, c.founder.access_token);
    const other = await registerPatient(c.server, c.colleague.access_token);
    // The week of 2026-04-13 begins at 21:00 UTC on Sunday (Bucharest, summer time). A 12-hour
    // session from 09:01 UTC ends a minute into it; one from 09:00 ends as the week begins.
    const reaching = await booked(
      c.server,
      c.founder.access_token,
      sessionAt(patient.id, c.founder.user.id, '2026-04-12T09:01:00Z', MAX_ENCOUNTER_MINUTES),
    );
    const ending = await booked(
      c.server,
      c.colleague.access_token,
      sessionAt(other.id, c.colleague.user.id, '2026-04-12T09:00:00Z', MAX_ENCOUNTER_MINUTES),
    );
    const reply = await calendar(c.staff, 'from=2026-04-13&days=7');
    const ids = reply.body.sessions.map((s) => s.id);
    expect(ids).toContain(reaching.id);
    expect(ids).not.toContain(ending.id);
  });

  it('frames a week asked by one of its days by the clinic’s first day of the week, and names its days', async () => {
    const { founderSession, colleagueSession } = await bookedWeek();
    const reply = await calendar(c.staff, 'weekOf=2026-03-26');
    expect(reply.status).toBe(200);
    const week = calendarResponse.parse(reply.body);
    // The clinic's weeks start on Monday (the default): Thursday 26 March is in the week of the 23rd.
    expect(week).toMatchObject({
      firstDay: '2026-03-23',
      days: 7,
      from: '2026-03-22T22:00:00.000Z',
      to: '2026-03-29T21:00:00.000Z',
    });
    const byFrom = await calendar(c.staff, 'from=2026-03-23&days=7');
    expect(week.sessions.map((s) => s.id)).toEqual(byFrom.body.sessions.map((s) => s.id));
    expect(week.sessions.map((s) => s.id)).toEqual(
      expect.arrayContaining([founderSession.id, colleagueSession.id]),
    );
    expect(byFrom.body).toMatchObject({ firstDay: '2026-03-23', days: 7 });
  });

  it('frames another clinic’s week by that clinic’s own first day of the week', async () => {
    const sundays = await c.server.request('PATCH', '/clinic', {
      token: c.other.access_token,
      body: { settings: { firstDayOfWeek: 7 } },
    });
    expect(sundays.status).toBe(200);
    const theirs = await calendar(c.other, 'weekOf=2026-03-26');
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ firstDay: '2026-03-22', days: 7, sessions: [] });
    const ours = await calendar(c.staff, 'weekOf=2026-03-26');
    expect(ours.body.firstDay).toBe('2026-03-23');
    const named = await calendar(c.other, `weekOf=2026-03-26&clinicianId=${c.founder.user.id}`);
    expect(named.status).toBe(404);
  });

  it('refuses a clinician the whole clinic’s week asked by one of its days (403)', async () => {
    const reply = await calendar(c.colleague, 'weekOf=2026-03-26');
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(CALENDAR_MESSAGES.wholeClinic);
  });

  it('shows owners the whole clinic too', async () => {
    const { colleagueSession } = await bookedWeek();
    const reply = await calendar(c.ownerOnly, 'from=2026-03-23');
    expect(reply.status).toBe(200);
    expect(reply.body.sessions.map((s) => s.id)).toContain(colleagueSession.id);
  });

  it('refuses a clinician without the front desk role the whole clinic (403), naming why', async () => {
    const reply = await calendar(c.colleague, 'from=2026-03-23');
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(CALENDAR_MESSAGES.wholeClinic);
  });

  it('answers 404 for a clinician of another clinic and shows another clinic none of ours', async () => {
    await bookedWeek();
    const named = await calendar(c.other, `from=2026-03-23&clinicianId=${c.founder.user.id}`);
    expect(named.status).toBe(404);
    const own = await calendar(c.other, 'from=2026-03-23');
    expect(own.status).toBe(200);
    expect(own.body.sessions).toEqual([]);
  });

  it.each([
    ['from=2026-02-30', 'from'],
    ['from=next-monday', 'from'],
    ['from=2026-03-23&days=15', 'days'],
    ['from=2026-03-23&days=0', 'days'],
    ['days=7', 'from'],
    ['from=2026-03-23&limit=5', 'Unrecognized key'],
    ['weekOf=2026-02-30', 'weekOf'],
    ['from=2026-03-23&weekOf=2026-03-23', CALENDAR_MESSAGES.fromOrWeekOf],
    ['weekOf=2026-03-23&days=3', CALENDAR_MESSAGES.weekDays],
  ])('refuses %s with a 400 naming %s, and changes nothing', async (query, named) => {
    const before = await countSessions(c.server, c.founder.user.tenantId);
    const reply = await calendar(c.staff, query);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(named);
    expect(await countSessions(c.server, c.founder.user.tenantId)).toBe(before);
  });

  it('refuses a caller without a session (401)', async () => {
    const reply = await c.server.request('GET', '/calendar?from=2026-03-23');
    expect(reply.status).toBe(401);
  });
});
