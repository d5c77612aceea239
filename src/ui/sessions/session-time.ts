/**
 * Session times (CLINICAL.md decision 8): stored as UTC instants, shown and entered in the
 * clinic's time zone. Every conversion goes through Intl, so a 23- or 25-hour day (a daylight
 * saving change) is handled by the time zone data, never by adding 24 hours.
 */

/** A local date and time in the clinic, as `<input type="date">` and `type="time"` hold them. */
export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm (24-hour) */
  time: string;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in `timeZone` shows at the instant `ms`. */
function wallClockAt(ms: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const asUtc = (c: WallClock) => Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);

/** The zone's offset from UTC at the instant `ms`, in milliseconds (east is positive). */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return asUtc(wallClockAt(whole, timeZone)) - whole;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{2}):(\d{2})$/;

/** The calendar date `YYYY-MM-DD` a clock in `timeZone` shows at `instant`. */
export function clinicDateOf(instant: Date | string, timeZone: string): string {
  const c = wallClockAt(new Date(instant).getTime(), timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
}

/** The date after `date` (both YYYY-MM-DD), by the calendar. */
export function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/**
 * The instant a clock in `timeZone` shows `local` (ISO 8601, UTC). Null when the date or time is
 * not real, or when that local time does not exist there (skipped by a spring-forward change).
 * A time shown twice (the autumn change) is the first of the two, as the clinic lives it.
 */
export function instantFromLocal(local: LocalDateTime, timeZone: string): string | null {
  const date = LOCAL_DATE.exec(local.date);
  const time = LOCAL_TIME.exec(local.time);
  if (!date || !time) return null;
  const [, y, mo, d] = date.map(Number) as [number, number, number, number];
  const [, h, mi] = time.map(Number) as [number, number, number];
  if (h > 23 || mi > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const calendar = new Date(wall);
  if (calendar.getUTCFullYear() !== y || calendar.getUTCMonth() !== mo - 1) return null;
  if (calendar.getUTCDate() !== d) return null;
  // The two offsets around the wall time; one of them (or both) places the clock there.
  const offsets = [offsetAt(wall - 86_400_000, timeZone), offsetAt(wall + 86_400_000, timeZone)];
  const candidates = [...new Set(offsets)]
    .map((offset) => wall - offset)
    .filter((ms) => asUtc(wallClockAt(ms, timeZone)) === wall)
    .sort((a, b) => a - b);
  const first = candidates[0];
  return first === undefined ? null : new Date(first).toISOString();
}

/** The local date and time a clock in `timeZone` shows at `instant` (for a form's inputs). */
export function localFromInstant(instant: string, timeZone: string): LocalDateTime {
  const c = wallClockAt(new Date(instant).getTime(), timeZone);
  return {
    date: `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`,
    time: `${pad(c.hour)}:${pad(c.minute)}`,
  };
}

/** Where a clinic day begins: the first instant of its date (midnight, or later if skipped). */
function startOfDate(date: string, timeZone: string): string {
  const midnight = instantFromLocal({ date, time: '00:00' }, timeZone);
  if (midnight) return midnight;
  // A zone that skips midnight itself starts the day at the first minute that exists.
  for (let minute = 1; minute < 24 * 60; minute += 1) {
    const time = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
    const found = instantFromLocal({ date, time }, timeZone);
    if (found) return found;
  }
  throw new RangeError(`No time of ${date} exists in ${timeZone}`);
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

export type InstantStyle = 'time' | 'date' | 'dateTime' | 'weekdayDateTime';

const STYLES: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  time: { timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  weekdayDateTime: { dateStyle: 'full', timeStyle: 'short' },
};

/** An instant as the clinic's clock shows it, in the reader's language. */
export function formatInstant(
  instant: string,
  {
    locale,
    timeZone,
    style = 'dateTime',
  }: { locale: string; timeZone: string; style?: InstantStyle },
): string {
  return new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone }).format(new Date(instant));
}

/** A session's span, e.g. "09:00 – 09:50", in the clinic's clock. */
export function formatTimeRange(
  startsAt: string,
  endsAt: string,
  { locale, timeZone }: { locale: string; timeZone: string },
): string {
  const format = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}
