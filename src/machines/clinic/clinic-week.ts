/**
 * The clinic's week (Monday 00:00 to the next Monday 00:00 in its time zone) as instants. Pure:
 * the caller passes `now`. Each bound is found on its own, so a week with a daylight saving
 * change is 167 or 169 hours long, as the wall clock says.
 */
import { addDays, calendarDayAt, startOfIsoWeek } from '../../../common/time/zoned-time';

export interface WeekBounds {
  /** Monday 00:00 in the clinic, ISO 8601 (UTC). */
  weekFrom: string;
  /** The next Monday 00:00 in the clinic, ISO 8601 (UTC); the week ends before it. */
  weekTo: string;
}

/** The clinic week containing `now`. */
export function clinicWeekBounds(now: Date, timeZone: string): WeekBounds {
  const today = calendarDayAt(now, timeZone);
  return {
    weekFrom: new Date(startOfIsoWeek(today, timeZone)).toISOString(),
    weekTo: new Date(startOfIsoWeek(addDays(today, 7), timeZone)).toISOString(),
  };
}
