/**
 * Session times (CLINICAL.md decision 8): stored as UTC instants, shown and entered in the
 * clinic's time zone. Every conversion goes through Intl, so a 23- or 25-hour day (a daylight
 * saving change) is handled by the time zone data, never by adding 24 hours.
 */
import {
  addDays,
  calendarDayAt,
  formatIsoDate,
  parseIsoDate,
  startOfDay,
  wallClockAt,
  zonedInstant,
} from '../../../common/time/zoned-time';
import { dateTimeFormat } from '../format/date-time-formats';

/** A local date and time in the clinic, as `<input type="date">` and `type="time"` hold them. */
export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm (24-hour) */
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const LOCAL_TIME = /^(\d{2}):(\d{2})$/;
const isoOf = (ms: number) => new Date(ms).toISOString();

/** The calendar date `YYYY-MM-DD` a clock in `timeZone` shows at `instant`. */
export function clinicDateOf(instant: Date | string, timeZone: string): string {
  return formatIsoDate(calendarDayAt(new Date(instant), timeZone));
}

/** The date after `date` (both YYYY-MM-DD), by the calendar. */
export function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return formatIsoDate(addDays({ year, month, day }, 1));
}

/**
 * The instant a clock in `timeZone` shows `local` (ISO 8601, UTC). Null when the date or time is
 * not real, or when that local time does not exist there (skipped by a spring-forward change).
 * A time shown twice (the autumn change) is the first of the two, as the clinic lives it.
 */
export function instantFromLocal(local: LocalDateTime, timeZone: string): string | null {
  const day = parseIsoDate(local.date);
  const time = LOCAL_TIME.exec(local.time);
  if (!day || !time) return null;
  const [, hour, minute] = time.map(Number) as [number, number, number];
  if (hour > 23 || minute > 59) return null;
  const instant = zonedInstant(day, { hour, minute }, timeZone);
  return instant === null ? null : isoOf(instant);
}

/** The local date and time a clock in `timeZone` shows at `instant` (for a form's inputs). */
export function localFromInstant(instant: string, timeZone: string): LocalDateTime {
  const c = wallClockAt(new Date(instant), timeZone);
  return { date: formatIsoDate(c), time: `${pad(c.hour)}:${pad(c.minute)}` };
}

/** Where a clinic day begins: the first instant of its date (midnight, or later if skipped). */
function startOfDate(date: string, timeZone: string): string {
  const day = parseIsoDate(date);
  if (!day) throw new RangeError(`No time of ${date} exists in ${timeZone}`);
  return isoOf(startOfDay(day, timeZone));
}

/** A clinic day as UTC instants: `from` inclusive, `to` exclusive (the next day's start). */
export interface DayBounds {
  date: string;
  from: string;
  to: string;
}

/** The bounds of the clinic day containing `now` (23 or 25 hours long on a change day). */
export function dayBoundsAt(now: Date | string, timeZone: string): DayBounds {
  return dayBoundsOf(clinicDateOf(now, timeZone), timeZone);
}

/** The bounds of the clinic day `date` (YYYY-MM-DD). */
export function dayBoundsOf(date: string, timeZone: string): DayBounds {
  return { date, from: startOfDate(date, timeZone), to: startOfDate(nextDate(date), timeZone) };
}

/** An instant plus whole minutes: a session keeps its true length across a change. */
export const addMinutes = (instant: string, minutes: number): string =>
  new Date(new Date(instant).getTime() + minutes * 60_000).toISOString();

/** Whole minutes between two instants. */
export const minutesBetween = (from: string, to: string): number =>
  Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000);

export { formatInstant, type InstantStyle } from '../format/clinic-time';

/** A session's span, e.g. "09:00 – 09:50", in the clinic's clock. */
export function formatTimeRange(
  startsAt: string,
  endsAt: string,
  { locale, timeZone }: { locale: string; timeZone: string },
): string {
  const format = dateTimeFormat(locale, { timeStyle: 'short', timeZone });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}
