/**
 * Wall-clock times in the clinic's time zone turned into UTC instants (so a daylight saving change
 * moves the offset, never the clinic's 09:00), through the shared `common/time/zoned-time.ts`.
 */
import {
  formatIsoDate,
  zonedInstant as instantOfWallClock,
  type CalendarDay,
} from '../../common/time/zoned-time.ts';

export {
  addDays,
  isoWeekday,
  calendarDayAt as localDayOf,
  formatIsoDate as isoDateOf,
} from '../../common/time/zoned-time.ts';

/** A calendar day in the clinic's time zone. */
export type LocalDay = CalendarDay;

/** The instant the clinic's clocks show `hour:minute` on `day` (a time that exists that day). */
export function zonedInstant(day: LocalDay, hour: number, minute: number, timeZone: string): Date {
  const instant = instantOfWallClock(day, { hour, minute }, timeZone);
  if (instant === null) {
    throw new RangeError(`${formatIsoDate(day)} ${hour}:${minute} does not exist in ${timeZone}`);
  }
  return new Date(instant);
}
