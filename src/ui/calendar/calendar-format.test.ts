import { describe, expect, it } from 'vitest';
import type { CalendarSession } from '../../../common/contracts/calendar.contract';
import { formatTimeRange } from '../encounters/session-time';
import { formatDay, formatHour, formatSessionTimes } from './calendar-format';
import { clinicianColours } from './clinician-colours';

const session = (clinicianId: string, name: string) =>
  ({ clinician: { id: clinicianId, name } }) as CalendarSession;

describe('the calendar’s days, hours and colours', () => {
  it('writes a clinic day as that date whatever the browser’s time zone', () => {
    expect(formatDay('2026-11-30', 'en-GB', 'weekdayShort')).toBe('Mon 30 Nov');
    expect(formatDay('2026-11-30', 'en-US', 'full')).toBe('Monday, November 30, 2026');
  });

  it('writes an hour of the clinic’s clock in the reader’s language', () => {
    expect(formatHour(9, 'en-US')).toBe('9:00 AM');
    expect(formatHour(14, 'fr')).toBe('14:00');
  });

  it('gives each clinician one colour by name order, the same however the sessions are ordered', () => {
    const sessions = [
      session('c-2', 'Zoe Adams'),
      session('c-1', 'Amira Haddad'),
      session('c-2', 'Zoe Adams'),
    ];
    const colours = clinicianColours(sessions);
    expect([...colours]).toEqual([
      ['c-1', 'blue'],
      ['c-2', 'purple'],
    ]);
    expect(clinicianColours([...sessions].reverse())).toEqual(colours);
  });
});

describe('a session’s span in the week', () => {
  const zone = { locale: 'en-US', timeZone: 'Europe/Bucharest' };
  const same = (startsAt: string, endsAt: string, locale = zone.locale, timeZone = zone.timeZone) =>
    expect(formatSessionTimes(startsAt, endsAt, locale, timeZone)).toBe(
      formatTimeRange(startsAt, endsAt, { locale, timeZone }),
    );

  it('writes the span as the session’s details do, in the clinic’s clock', () => {
    expect(
      formatSessionTimes('2026-11-30T07:00:00Z', '2026-11-30T07:50:00Z', 'en-US', zone.timeZone),
    ).toBe(formatTimeRange('2026-11-30T07:00:00Z', '2026-11-30T07:50:00Z', zone));
    expect(
      formatSessionTimes('2026-11-30T07:00:00Z', '2026-11-30T07:50:00Z', 'en-GB', zone.timeZone),
    ).toMatch(/^09:00\s*–\s*09:50$/);
  });

  it('writes the same times of day on another day, in summer time, in another zone and language', () => {
    same('2026-12-01T07:00:00Z', '2026-12-01T07:50:00Z');
    same('2026-07-01T06:00:00Z', '2026-07-01T06:50:00Z');
    same('2026-11-30T07:00:00Z', '2026-11-30T07:50:00Z', 'en-US', 'America/New_York');
    same('2026-11-30T07:00:00Z', '2026-11-30T07:50:00Z', 'fr', zone.timeZone);
    same('2026-11-30T07:00:00Z', '2026-11-30T07:50:00Z', 'zh', zone.timeZone);
  });

  it('writes a span over midnight with its dates, and one over the autumn change by its clock', () => {
    same('2026-11-30T21:30:00Z', '2026-11-30T22:30:00Z');
    expect(
      formatSessionTimes('2026-11-30T21:30:00Z', '2026-11-30T22:30:00Z', 'en-US', zone.timeZone),
    ).toContain('12/1/2026');
    // 03:30 is shown twice on 25 October 2026 in Bucharest: both spans read by the clock.
    same('2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z');
    same('2026-10-25T01:30:00Z', '2026-10-25T02:30:00Z');
  });
});
