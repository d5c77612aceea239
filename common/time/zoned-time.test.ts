import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDayAt,
  formatIsoDate,
  isoWeekday,
  offsetAt,
  parseIsoDate,
  startOfDay,
  startOfIsoWeek,
  wallClockAt,
  zonedInstant,
} from './zoned-time';

const BUCHAREST = 'Europe/Bucharest';
const HOUR = 3_600_000;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const day = (text: string) => parseIsoDate(text)!;

describe('the wall clock of an instant in a time zone', () => {
  it('shows the zone’s local date and time, not UTC’s', () => {
    expect(wallClockAt(new Date('2026-11-24T22:30:15Z'), BUCHAREST)).toEqual({
      year: 2026,
      month: 11,
      day: 25,
      hour: 0,
      minute: 30,
      second: 15,
    });
    expect(calendarDayAt(Date.parse('2026-03-01T05:00:00Z'), 'Pacific/Pago_Pago')).toEqual(
      day('2026-02-28'),
    );
  });

  it('knows the zone’s offset on either side of a change', () => {
    expect(offsetAt(new Date('2026-03-29T00:59:59Z'), BUCHAREST)).toBe(2 * HOUR);
    expect(offsetAt(new Date('2026-03-29T01:00:00Z'), BUCHAREST)).toBe(3 * HOUR);
    expect(offsetAt(new Date('2026-07-01T12:00:00Z'), 'America/Los_Angeles')).toBe(-7 * HOUR);
  });

  it('refuses a time zone the runtime does not know', () => {
    expect(() => wallClockAt(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('the instant of a local date and time in a time zone', () => {
  it('is the instant the zone’s clock shows that time, on either side of a change', () => {
    const nine = { hour: 9, minute: 0 };
    expect(iso(zonedInstant(day('2026-03-28'), nine, BUCHAREST))).toBe('2026-03-28T07:00:00.000Z');
    expect(iso(zonedInstant(day('2026-03-29'), nine, BUCHAREST))).toBe('2026-03-29T06:00:00.000Z');
    expect(iso(zonedInstant(day('2026-11-24'), nine, 'America/New_York'))).toBe(
      '2026-11-24T14:00:00.000Z',
    );
  });

  it('reports a time the spring-forward change skips as missing', () => {
    expect(zonedInstant(day('2026-03-29'), { hour: 3, minute: 30 }, BUCHAREST)).toBeNull();
    expect(zonedInstant(day('2026-03-08'), { hour: 2, minute: 30 }, 'America/New_York')).toBeNull();
  });

  it('takes the first of a time the autumn change shows twice', () => {
    expect(iso(zonedInstant(day('2026-10-25'), { hour: 3, minute: 30 }, BUCHAREST))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(iso(zonedInstant(day('2026-11-01'), { hour: 1, minute: 30 }, 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});

describe('calendar days', () => {
  it('count across month, year and leap-day ends', () => {
    expect(addDays(day('2026-02-28'), 1)).toEqual(day('2026-03-01'));
    expect(addDays(day('2028-02-28'), 1)).toEqual(day('2028-02-29'));
    expect(addDays(day('2026-12-31'), 1)).toEqual(day('2027-01-01'));
    expect(addDays(day('2026-03-01'), -1)).toEqual(day('2026-02-28'));
  });

  it('know their ISO weekday, Monday 1 to Sunday 7', () => {
    expect(isoWeekday(day('2026-03-23'))).toBe(1);
    expect(isoWeekday(day('2026-03-29'))).toBe(7);
  });

  it('are written and read as YYYY-MM-DD, refusing days not on the calendar', () => {
    expect(formatIsoDate({ year: 987, month: 3, day: 5 })).toBe('0987-03-05');
    expect(parseIsoDate('2026-03-29')).toEqual({ year: 2026, month: 3, day: 29 });
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-3-29')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });
});

describe('the start of a day and of an ISO week', () => {
  const hoursFrom = (from: number, to: number) => (to - from) / HOUR;

  it('makes the spring-forward day 23 hours and the autumn day 25 in Bucharest', () => {
    const spring = startOfDay(day('2026-03-29'), BUCHAREST);
    expect(iso(spring)).toBe('2026-03-28T22:00:00.000Z');
    expect(hoursFrom(spring, startOfDay(day('2026-03-30'), BUCHAREST))).toBe(23);
    const autumn = startOfDay(day('2026-10-25'), BUCHAREST);
    expect(iso(autumn)).toBe('2026-10-24T21:00:00.000Z');
    expect(hoursFrom(autumn, startOfDay(day('2026-10-26'), BUCHAREST))).toBe(25);
    expect(
      hoursFrom(startOfDay(day('2026-11-24'), BUCHAREST), startOfDay(day('2026-11-25'), BUCHAREST)),
    ).toBe(24);
  });

  it('begins a day whose midnight is skipped at its first minute that exists', () => {
    // Santiago moves from UTC-4 to UTC-3 at midnight on Sunday 2026-09-06: the day starts at 01:00.
    expect(iso(startOfDay(day('2026-09-06'), 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
  });

  it('makes the weeks of the changes 167 and 169 hours long in Bucharest', () => {
    const spring = startOfIsoWeek(day('2026-03-26'), BUCHAREST);
    expect(iso(spring)).toBe('2026-03-22T22:00:00.000Z');
    expect(hoursFrom(spring, startOfIsoWeek(day('2026-03-30'), BUCHAREST))).toBe(167);
    const autumn = startOfIsoWeek(day('2026-10-25'), BUCHAREST);
    expect(iso(autumn)).toBe('2026-10-18T21:00:00.000Z');
    expect(hoursFrom(autumn, startOfIsoWeek(day('2026-10-26'), BUCHAREST))).toBe(169);
  });

  it('starts the week on the Monday of the given day, Sunday included', () => {
    expect(startOfIsoWeek(day('2026-11-29'), BUCHAREST)).toBe(
      startOfIsoWeek(day('2026-11-23'), BUCHAREST),
    );
    expect(iso(startOfIsoWeek(day('2026-11-30'), BUCHAREST))).toBe('2026-11-29T22:00:00.000Z');
  });
});
