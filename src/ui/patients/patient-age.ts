import { calendarDayAt, formatIsoDate } from '../../../common/time/zoned-time';

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/**
 * Whole years between a birth date and today (both YYYY-MM-DD, today in the clinic's time zone).
 * A year is complete on the birthday; someone born on 29 February completes it on 1 March in a
 * common year (the day after 28 February), as most civil registers count it.
 */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = parts(birthDate);
  const [ty, tm, td] = parts(today);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Today's date (YYYY-MM-DD) in `timeZone` (the computer's when not given) at the instant `now`. */
export function dayIn(timeZone: string | undefined, now: Date): string {
  const zone = timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return formatIsoDate(calendarDayAt(now, zone));
}
