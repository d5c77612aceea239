import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_MESSAGES,
  CALENDAR_PATHS,
  calendarResponse,
} from '../../common/contracts/calendar.contract.ts';
import { DEMO } from '../../server/seed/seed.ts';
import { demoSession, expectRefusal, registerPatient, signInAs } from './clinical-fixtures.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

/**
 * Not compared here, on purpose (a documented mock simplification): which sessions come as busy
 * blocks to a clinician (the mock models no caseloads, and has no clinician-only account to sign
 * in as).
 */
describe.each(CONTRACT_TARGETS)('the calendar contract, answered by $name', ({ start }) => {
  let target: Target;
  let token: string;
  let deskToken: string;
  beforeAll(async () => {
    target = await start();
    token = await signInAs(target);
    deskToken = await signInAs(target, 'frontdesk@praxis.clinic');
  });
  afterAll(() => target.stop());

  const call = (method: string, path: string, body?: unknown) =>
    callTarget(target, method, path, body, token);
  const calendar = (query: string, as = token) =>
    callTarget(target, 'GET', `${CALENDAR_PATHS.range}?${query}`, undefined, as);

  it('answers a week of the demo clinician’s sessions framed by the clinic’s days, in time order', async () => {
    const ada = await registerPatient(call, {
      givenName: 'Ada',
      familyName: 'Calendar',
      birthDate: '1980-05-17',
    });
    // 2031-03-03 and 04 (months count from 0), a week starting Monday 2031-03-03.
    const later = await demoSession(call, ada, { year: 2031, month: 2, day: 4, modality: 'video' });
    const first = await demoSession(
      call,
      ada,
      { year: 2031, month: 2, day: 3, modality: 'phone' },
      true,
    );
    const reply = await calendar(`from=2031-03-03&days=7&clinicianId=${DEMO.userId}`);
    expect(reply.status).toBe(200);
    const week = calendarResponse.parse(reply.body);
    // The demo clinic is in Bucharest (UTC+2 in March before the change).
    expect(week).toMatchObject({
      timeZone: 'Europe/Bucharest',
      from: '2031-03-02T22:00:00.000Z',
      to: '2031-03-09T22:00:00.000Z',
      truncated: false,
    });
    expect(week.sessions.map((s) => s.id)).toEqual([first.id, later.id]);
    expect(week.sessions[1]).toEqual({
      id: later.id,
      clinician: later.clinician,
      patient: { id: ada.id, name: 'Ada Calendar' },
      startsAt: later.startsAt,
      endsAt: later.endsAt,
      status: 'arrived',
      modality: 'video',
      type: 'individual',
    });
  });

  it('answers a week asked by one of its days as the week from the clinic’s first day, naming its days', async () => {
    const byDay = await calendar(`weekOf=2031-03-05&clinicianId=${DEMO.userId}`);
    expect(byDay.status).toBe(200);
    const week = calendarResponse.parse(byDay.body);
    // The demo clinic's weeks start on Monday (the default setting): Wednesday's week is the 3rd's.
    expect(week).toMatchObject({
      firstDay: '2031-03-03',
      days: 7,
      from: '2031-03-02T22:00:00.000Z',
      to: '2031-03-09T22:00:00.000Z',
    });
    const byFrom = calendarResponse.parse(
      (await calendar(`from=2031-03-03&days=7&clinicianId=${DEMO.userId}`)).body,
    );
    expect(week.sessions).toEqual(byFrom.sessions);
    expect(byFrom).toMatchObject({ firstDay: '2031-03-03', days: 7 });
  });

  it('shows the front desk the whole clinic’s days, patients included', async () => {
    const reply = await calendar('from=2031-03-04&days=1', deskToken);
    expect(reply.status).toBe(200);
    const day = calendarResponse.parse(reply.body);
    expect(day.sessions.length).toBeGreaterThan(0);
    expect(day.sessions.every((s) => s.patient !== null)).toBe(true);
  });

  it('answers 404 for a clinician who is no member of the clinic', async () => {
    expectRefusal(
      await calendar('from=2031-03-03&clinicianId=no-such-member'),
      404,
      CALENDAR_MESSAGES.noClinician,
    );
  });

  it.each([
    ['from=2031-02-30', 'from'],
    ['from=2031-03-03&days=15', 'days'],
    ['from=2031-03-03&view=week', 'view'],
    ['weekOf=2031-02-30', 'weekOf'],
    ['from=2031-03-03&weekOf=2031-03-03', 'weekOf'],
    ['weekOf=2031-03-03&days=3', 'days'],
  ])('refuses %s with a 400 naming %s', async (query, named) => {
    const reply = await calendar(query);
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain(named);
  });

  it('refuses a request without a session (401)', async () => {
    const reply = await callTarget(target, 'GET', `${CALENDAR_PATHS.range}?from=2031-03-03`);
    expect(reply.status).toBe(401);
  });
});
