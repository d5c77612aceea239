import { describe, expect, it } from 'vitest';
import {
  addMinutes,
  clinicDateOf,
  dayBoundsAt,
  dayBoundsOf,
  formatInstant,
  instantFromLocal,
  localFromInstant,
  minutesBetween,
} from './session-time';

const BUCHAREST = 'Europe/Bucharest';
const hoursOf = ({ from, to }: { from: string; to: string }) => minutesBetween(from, to) / 60;

describe('the clinic day in its time zone', () => {
  it('is 23 hours long on the spring-forward day in Bucharest', () => {
    const day = dayBoundsOf('2026-03-29', BUCHAREST);
    expect(day).toEqual({
      date: '2026-03-29',
      from: '2026-03-28T22:00:00.000Z',
      to: '2026-03-29T21:00:00.000Z',
    });
    expect(hoursOf(day)).toBe(23);
  });

  it('is 25 hours long on the fall-back day in Bucharest', () => {
    const day = dayBoundsOf('2026-10-25', BUCHAREST);
    expect(day.from).toBe('2026-10-24T21:00:00.000Z');
    expect(day.to).toBe('2026-10-25T22:00:00.000Z');
    expect(hoursOf(day)).toBe(25);
  });

  it('finds today from an instant late in the clinic evening, already tomorrow in UTC terms', () => {
    // 23:30 in Bucharest on 24 Oct is 20:30 UTC; 00:30 on 25 Oct is 21:30 UTC.
    expect(clinicDateOf('2026-10-24T20:30:00Z', BUCHAREST)).toBe('2026-10-24');
    expect(dayBoundsAt('2026-10-24T21:30:00Z', BUCHAREST).date).toBe('2026-10-25');
    expect(hoursOf(dayBoundsAt('2026-10-25T23:59:00+02:00', BUCHAREST))).toBe(25);
  });

  it('is 24 hours long on an ordinary day and in UTC', () => {
    expect(hoursOf(dayBoundsOf('2026-11-24', BUCHAREST))).toBe(24);
    expect(dayBoundsOf('2026-03-29', 'UTC')).toEqual({
      date: '2026-03-29',
      from: '2026-03-29T00:00:00.000Z',
      to: '2026-03-30T00:00:00.000Z',
    });
  });
});

describe('a booking form’s local date and time', () => {
  it('becomes the instant the clinic’s clock shows, on either side of a change', () => {
    expect(instantFromLocal({ date: '2026-03-28', time: '09:00' }, BUCHAREST)).toBe(
      '2026-03-28T07:00:00.000Z',
    );
    expect(instantFromLocal({ date: '2026-03-29', time: '09:00' }, BUCHAREST)).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    expect(instantFromLocal({ date: '2026-10-25', time: '09:00' }, BUCHAREST)).toBe(
      '2026-10-25T07:00:00.000Z',
    );
  });

  it('refuses a time the spring-forward change skips', () => {
    expect(instantFromLocal({ date: '2026-03-29', time: '03:30' }, BUCHAREST)).toBeNull();
  });

  it('takes the first of a time the fall-back change shows twice', () => {
    expect(instantFromLocal({ date: '2026-10-25', time: '03:30' }, BUCHAREST)).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('refuses dates and times that do not exist on any calendar', () => {
    expect(instantFromLocal({ date: '2026-02-30', time: '09:00' }, BUCHAREST)).toBeNull();
    expect(instantFromLocal({ date: '2026-02-10', time: '24:00' }, BUCHAREST)).toBeNull();
    expect(instantFromLocal({ date: '', time: '09:00' }, BUCHAREST)).toBeNull();
  });

  it('round-trips through the instant, and back to the form’s values', () => {
    for (const local of [
      { date: '2026-03-29', time: '04:00' },
      { date: '2026-10-25', time: '02:59' },
      { date: '2026-10-25', time: '04:00' },
    ]) {
      expect(localFromInstant(instantFromLocal(local, BUCHAREST)!, BUCHAREST)).toEqual(local);
    }
  });

  it('keeps a session’s true length when it crosses the change', () => {
    const start = instantFromLocal({ date: '2026-10-25', time: '02:30' }, BUCHAREST)!;
    const end = addMinutes(start, 120);
    expect(minutesBetween(start, end)).toBe(120);
    // Two hours after 02:30 summer time, the clock shows 03:30 winter time.
    expect(localFromInstant(end, BUCHAREST)).toEqual({ date: '2026-10-25', time: '03:30' });
  });
});

describe('showing an instant', () => {
  it('uses the clinic’s clock and the reader’s language', () => {
    const options = { timeZone: BUCHAREST, style: 'time' as const };
    expect(formatInstant('2026-03-29T06:00:00Z', { ...options, locale: 'en-GB' })).toBe('09:00');
    expect(formatInstant('2026-03-28T07:00:00Z', { ...options, locale: 'en-GB' })).toBe('09:00');
    expect(formatInstant('2026-03-29T06:00:00Z', { ...options, locale: 'ro', style: 'date' })).toBe(
      '29 mar. 2026',
    );
  });
});
