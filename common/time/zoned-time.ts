/**
 * Wall-clock arithmetic in an IANA time zone, for the browser and the server alike (CLINICAL.md
 * decision 8: instants are stored in UTC, days and times are the clinic's). Pure: Intl only, and
 * the caller passes every instant (no `Date.now`). A daylight saving change moves the offset, never
 * the clinic's 09:00, so a day may be 23 or 25 hours long and a week 167 or 169.
 */

/** A calendar day, with no time zone: `month` 1–12, `day` 1–31. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** What a clock shows: a calendar day and a time of day (`hour` 0–23). */
export interface WallClock extends CalendarDay {
  hour: number;
  minute: number;
  second: number;
}

/** A time of day on a clock: `hour` 0–23, `minute` 0–59. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** An instant: a Date or milliseconds since the epoch. */
export type Instant = Date | number;

const MS_PER_DAY = 86_400_000;
const MINUTES_PER_DAY = 24 * 60;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone; an unknown zone throws Intl's RangeError (and is not cached). */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What a clock in `timeZone` shows at `instant`. */
export function wallClockAt(instant: Instant, timeZone: string): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    // Some engines show midnight as 24 even in the h23 cycle.
    hour: (parts.hour ?? NaN) % 24,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
}

/** The calendar day a clock in `timeZone` shows at `instant`. */
export function calendarDayAt(instant: Instant, timeZone: string): CalendarDay {
  const { year, month, day } = wallClockAt(instant, timeZone);
  return { year, month, day };
}

/** The wall clock read as if it were UTC, in milliseconds. */
const asUtc = (c: WallClock) => Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);

/** How far `timeZone`'s clock is ahead of UTC at `instant` (east is positive), in milliseconds. */
export function offsetAt(instant: Instant, timeZone: string): number {
  const whole = Math.floor(Number(instant) / 1000) * 1000;
  return asUtc(wallClockAt(whole, timeZone)) - whole;
}

/**
 * The instant (milliseconds) a clock in `timeZone` shows `time` on `day` (a real calendar day and
 * time of day). Null when that time does not exist there: skipped by a spring-forward change. A
 * time shown twice (the autumn change) is the first of the two, as the clinic lives it.
 */
export function zonedInstant(day: CalendarDay, time: TimeOfDay, timeZone: string): number | null {
  const wall = Date.UTC(day.year, day.month - 1, day.day, time.hour, time.minute);
  // The offsets a day either side of the wall time; one of them (or both) places the clock there.
  const offsets = new Set([
    offsetAt(wall - MS_PER_DAY, timeZone),
    offsetAt(wall + MS_PER_DAY, timeZone),
  ]);
  const candidates = [...offsets]
    .map((offset) => wall - offset)
    .filter((ms) => asUtc(wallClockAt(ms, timeZone)) === wall)
    .sort((a, b) => a - b);
  return candidates[0] ?? null;
}

/** Whether `day` is on the calendar (no 30 February). */
export function isCalendarDay(day: CalendarDay): boolean {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
  return (
    date.getUTCFullYear() === day.year &&
    date.getUTCMonth() === day.month - 1 &&
    date.getUTCDate() === day.day
  );
}

/** The day `delta` days after `day` (calendar arithmetic, no time zone involved). */
export function addDays(day: CalendarDay, delta: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + delta));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 1 (Monday) … 7 (Sunday). */
export function isoWeekday(day: CalendarDay): number {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD`. */
export const formatIsoDate = (day: CalendarDay): string =>
  `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day a `YYYY-MM-DD` text names; null when it is malformed or not on the calendar. */
export function parseIsoDate(text: string): CalendarDay | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isCalendarDay(day) ? day : null;
}

/**
 * The first instant (milliseconds) of `day` in `timeZone`: its midnight, or the first minute that
 * exists where a change skips midnight itself.
 */
export function startOfDay(day: CalendarDay, timeZone: string): number {
  for (let minute = 0; minute < MINUTES_PER_DAY; minute += 1) {
    const time = { hour: Math.floor(minute / 60), minute: minute % 60 };
    const found = zonedInstant(day, time, timeZone);
    if (found !== null) return found;
  }
  throw new RangeError(`No time of ${formatIsoDate(day)} exists in ${timeZone}`);
}

/** The first instant (milliseconds) of the ISO week (Monday to Sunday) holding `day`. */
export function startOfIsoWeek(day: CalendarDay, timeZone: string): number {
  return startOfDay(addDays(day, 1 - isoWeekday(day)), timeZone);
}
