import { describe, expect, it } from 'vitest';
import { spansOf, type WeeklyInterval } from '../../../common/time/availability-intervals';
import { parseIsoDate } from '../../../common/time/zoned-time';
import type { Availability } from './availability-shading';
import { clinicianDaysOf, sessionShade } from './day-availability';

const ZONE = 'Europe/Bucharest';
/** Monday 7 December 2026 in Bucharest (UTC+2). */
const MONDAY = '2026-12-07';
const mondayMorning: WeeklyInterval[] = [{ weekday: 1, startMinute: 9 * 60, endMinute: 13 * 60 }];

function clinician(
  id: string,
  week: WeeklyInterval[] | null,
  date: string,
  datesOff: string[] = [],
): Availability['clinicians'][number] {
  const day = parseIsoDate(date)!;
  const spans = week ? spansOf(week, { from: day, to: day }, new Set(datesOff), ZONE) : [];
  return { clinicianId: id, name: `Dr ${id}`, bounded: week !== null, spans, datesOff };
}

const answer = (clinicians: Availability['clinicians'], holidays: Availability['holidays'] = []) =>
  ({ timeZone: ZONE, holidays, clinicians }) satisfies Availability;

/** A session of clinician `id` from `start` to `end` (Bucharest wall clock, UTC+2 in December). */
const session = (id: string, start: string, end: string, date = MONDAY) => ({
  clinicianId: id,
  startsAt: new Date(`${date}T${start}:00+02:00`).toISOString(),
  endsAt: new Date(`${date}T${end}:00+02:00`).toISOString(),
});

describe('the day view’s availability', () => {
  it('names each bounded clinician’s day: their hours, a date off, no hours on the weekday', () => {
    const day = answer([
      clinician('hours', mondayMorning, MONDAY),
      clinician('off', mondayMorning, MONDAY, [MONDAY]),
      clinician('tuesdays', [{ weekday: 2, startMinute: 540, endMinute: 1020 }], MONDAY),
      clinician('unbounded', null, MONDAY),
    ]);
    const lines = clinicianDaysOf(day, MONDAY);
    expect(lines.map((l) => [l.name, l.day.kind])).toEqual([
      ['Dr hours', 'hours'],
      ['Dr off', 'date-off'],
      ['Dr tuesdays', 'no-hours'],
    ]);
    expect(lines[0]!.day).toEqual({
      kind: 'hours',
      spans: [{ startsAt: '2026-12-07T07:00:00.000Z', endsAt: '2026-12-07T11:00:00.000Z' }],
    });
  });

  it('says a clinic holiday for every bounded clinician, before their own hours', () => {
    const day = answer(
      [clinician('a', mondayMorning, MONDAY), clinician('b', null, MONDAY)],
      [{ date: MONDAY, name: 'Saint Nicholas' }],
    );
    expect(clinicianDaysOf(day, MONDAY)).toEqual([
      { clinicianId: 'a', name: 'Dr a', day: { kind: 'holiday', name: 'Saint Nicholas' } },
    ]);
  });

  it('shades a session by its own clinician’s hours: inside, outside, partly', () => {
    const day = answer([clinician('a', mondayMorning, MONDAY), clinician('b', null, MONDAY)]);
    expect(sessionShade(day, session('a', '10:00', '10:50'), MONDAY)).toBeNull();
    expect(sessionShade(day, session('a', '15:00', '15:50'), MONDAY)).toEqual({ kind: 'outside' });
    expect(sessionShade(day, session('a', '12:30', '13:20'), MONDAY)).toEqual({ kind: 'partly' });
    // Another clinician's session at the same time: their time is not bounded.
    expect(sessionShade(day, session('b', '15:00', '15:50'), MONDAY)).toBeNull();
  });

  it('shades a session on a date off or a clinic holiday whole, and not one of an unknown clinician', () => {
    const off = answer([clinician('a', mondayMorning, MONDAY, [MONDAY])]);
    expect(sessionShade(off, session('a', '10:00', '10:50'), MONDAY)).toEqual({
      kind: 'date-off',
    });
    const holiday = answer([clinician('a', mondayMorning, MONDAY)], [{ date: MONDAY, name: 'X' }]);
    expect(sessionShade(holiday, session('a', '10:00', '10:50'), MONDAY)).toEqual({
      kind: 'holiday',
      name: 'X',
    });
    expect(sessionShade(off, session('nobody', '10:00', '10:50'), MONDAY)).toBeNull();
  });
});
