import { describe, expect, it } from 'vitest';
import { spansOf, type WeeklyInterval } from '../../../common/time/availability-intervals';
import { parseIsoDate } from '../../../common/time/zoned-time';
import { shadingOf, type Availability } from './availability-shading';

const weekdays = (start: number, end: number, days = [1, 2, 3, 4, 5]): WeeklyInterval[] =>
  days.map((weekday) => ({ weekday, startMinute: start, endMinute: end }));

/** A clinician's answer as the server builds it: their week laid on the clinic's calendar. */
function clinician(
  id: string,
  week: WeeklyInterval[] | null,
  range: { from: string; to: string },
  timeZone: string,
  datesOff: string[] = [],
): Availability['clinicians'][number] {
  const spans = week
    ? spansOf(
        week,
        { from: parseIsoDate(range.from)!, to: parseIsoDate(range.to)! },
        new Set(datesOff),
        timeZone,
      )
    : [];
  return { clinicianId: id, name: id, bounded: week !== null, spans, datesOff };
}

const hours = [7, 8, 9, 10, 16, 17, 18];

describe('shading the week by availability', () => {
  it('shades by the clinic’s clock on both sides of the spring change (London)', () => {
    const range = { from: '2026-03-27', to: '2026-03-30' };
    const answer: Availability = {
      timeZone: 'Europe/London',
      holidays: [],
      clinicians: [clinician('a', weekdays(9 * 60, 17 * 60), range, 'Europe/London')],
    };
    const shades = shadingOf(answer, { days: ['2026-03-27', '2026-03-30'], hours });
    // Friday is in GMT, Monday in BST: the same wall-clock hours are bookable on both.
    for (const day of ['2026-03-27', '2026-03-30']) {
      expect(shades.get(`${day}|8`)).toEqual({ kind: 'outside' });
      expect(shades.has(`${day}|9`)).toBe(false);
      expect(shades.has(`${day}|16`)).toBe(false);
      expect(shades.get(`${day}|17`)).toEqual({ kind: 'outside' });
    }
  });

  it('shades a weekend day without hours whole, and an hour cut by the hours as partly', () => {
    const range = { from: '2026-11-27', to: '2026-11-28' };
    const answer: Availability = {
      timeZone: 'America/New_York',
      holidays: [],
      clinicians: [clinician('a', weekdays(9 * 60 + 30, 17 * 60), range, 'America/New_York')],
    };
    const shades = shadingOf(answer, { days: ['2026-11-27', '2026-11-28'], hours });
    expect(shades.get('2026-11-27|9')).toEqual({ kind: 'partly' });
    expect(shades.has('2026-11-27|10')).toBe(false);
    expect(hours.every((h) => shades.get(`2026-11-28|${h}`)?.kind === 'outside')).toBe(true);
  });

  it('leaves unshaded an hour the spring change skips (New York, 2 a.m.)', () => {
    const range = { from: '2026-03-08', to: '2026-03-08' };
    const answer: Availability = {
      timeZone: 'America/New_York',
      holidays: [],
      clinicians: [clinician('a', weekdays(9 * 60, 17 * 60, [7]), range, 'America/New_York')],
    };
    const shades = shadingOf(answer, { days: ['2026-03-08'], hours: [1, 2, 3, 9] });
    expect(shades.get('2026-03-08|1')).toEqual({ kind: 'outside' });
    expect(shades.has('2026-03-08|2')).toBe(false);
    expect(shades.get('2026-03-08|3')).toEqual({ kind: 'outside' });
    expect(shades.has('2026-03-08|9')).toBe(false);
  });

  it('marks a date off and a clinic holiday on every hour of their day', () => {
    const range = { from: '2026-12-24', to: '2026-12-25' };
    const answer: Availability = {
      timeZone: 'Europe/Paris',
      holidays: [{ date: '2026-12-25', name: 'Noël' }],
      clinicians: [
        clinician('a', weekdays(8 * 60, 19 * 60), range, 'Europe/Paris', ['2026-12-24']),
      ],
    };
    const shades = shadingOf(answer, { days: ['2026-12-24', '2026-12-25'], hours: [9, 10] });
    expect(shades.get('2026-12-24|9')).toEqual({ kind: 'date-off' });
    expect(shades.get('2026-12-25|10')).toEqual({ kind: 'holiday', name: 'Noël' });
  });

  it('shades nothing when neither the clinician nor the clinic set hours', () => {
    const answer: Availability = {
      timeZone: 'UTC',
      holidays: [],
      clinicians: [clinician('a', null, { from: '2026-11-30', to: '2026-11-30' }, 'UTC')],
    };
    expect(shadingOf(answer, { days: ['2026-11-30'], hours }).size).toBe(0);
  });

  it('shades the whole clinic’s cell only where nobody shown may be booked', () => {
    const range = { from: '2026-11-30', to: '2026-11-30' };
    const answer: Availability = {
      timeZone: 'UTC',
      holidays: [],
      clinicians: [
        clinician('early', weekdays(7 * 60, 12 * 60), range, 'UTC'),
        clinician('late', weekdays(12 * 60 + 30, 18 * 60), range, 'UTC'),
      ],
    };
    const shades = shadingOf(answer, { days: ['2026-11-30'], hours: [7, 11, 12, 13, 18] });
    expect(shades.has('2026-11-30|7')).toBe(false);
    expect(shades.has('2026-11-30|11')).toBe(false);
    expect(shades.get('2026-11-30|12')).toEqual({ kind: 'partly' });
    expect(shades.has('2026-11-30|13')).toBe(false);
    expect(shades.get('2026-11-30|18')).toEqual({ kind: 'outside' });
  });
});
