import { describe, expect, it } from 'vitest';
import { clinicWeekBounds } from './clinic-week';

const HOUR = 3_600_000;
const hoursBetween = ({ weekFrom, weekTo }: { weekFrom: string; weekTo: string }) =>
  (Date.parse(weekTo) - Date.parse(weekFrom)) / HOUR;

describe('the clinic week', () => {
  it('runs from Monday midnight to the next Monday midnight in the clinic time zone', () => {
    // Wednesday 2026-11-25 10:00 in Bucharest (UTC+2 in winter).
    const week = clinicWeekBounds(new Date('2026-11-25T08:00:00Z'), 'Europe/Bucharest');
    expect(week).toEqual({
      weekFrom: '2026-11-22T22:00:00.000Z',
      weekTo: '2026-11-29T22:00:00.000Z',
    });
    expect(hoursBetween(week)).toBe(168);
  });

  it('is 167 hours long in the week the clocks go forward', () => {
    // Europe moves to summer time on Sunday 2026-03-29.
    const week = clinicWeekBounds(new Date('2026-03-26T12:00:00Z'), 'Europe/Bucharest');
    expect(week).toEqual({
      weekFrom: '2026-03-22T22:00:00.000Z',
      weekTo: '2026-03-29T21:00:00.000Z',
    });
    expect(hoursBetween(week)).toBe(167);
  });

  it('is 169 hours long in the week the clocks go back', () => {
    // Europe returns to winter time on Sunday 2026-10-25.
    const week = clinicWeekBounds(new Date('2026-10-25T20:00:00Z'), 'Europe/Bucharest');
    expect(week).toEqual({
      weekFrom: '2026-10-18T21:00:00.000Z',
      weekTo: '2026-10-25T22:00:00.000Z',
    });
    expect(hoursBetween(week)).toBe(169);
  });

  it('takes the day from the clinic, not from UTC, near midnight', () => {
    // Sunday 23:30 in Los Angeles is already Monday in UTC: still the week before there.
    const week = clinicWeekBounds(new Date('2026-11-30T07:30:00Z'), 'America/Los_Angeles');
    expect(week.weekFrom).toBe('2026-11-23T08:00:00.000Z');
    expect(week.weekTo).toBe('2026-11-30T08:00:00.000Z');
    // And Monday 00:30 in Bucharest is Sunday in UTC: already the new week there.
    const bucharest = clinicWeekBounds(new Date('2026-11-29T22:30:00Z'), 'Europe/Bucharest');
    expect(bucharest.weekFrom).toBe('2026-11-29T22:00:00.000Z');
  });

  it('follows a zone whose summer time starts in the southern spring', () => {
    // Sydney moves forward on Sunday 2026-10-04 (UTC+10 to UTC+11).
    const week = clinicWeekBounds(new Date('2026-10-01T00:00:00Z'), 'Australia/Sydney');
    expect(week.weekFrom).toBe('2026-09-27T14:00:00.000Z');
    expect(week.weekTo).toBe('2026-10-04T13:00:00.000Z');
    expect(hoursBetween(week)).toBe(167);
  });
});
