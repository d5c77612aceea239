/**
 * Wall-clock times in the clinic's time zone turned into UTC instants with Intl (so a daylight
 * saving change moves the offset, never the clinic's 09:00).
 */

/** A calendar day in the clinic's time zone. */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
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

/** The wall-clock fields of `instant` in `timeZone`. */
export function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the clinic's clocks show `hour:minute` on `day` (a time that exists that day). */
export function zonedInstant(day: LocalDay, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  const guess = wall - offsetAt(new Date(wall), timeZone);
  // The offset at the true instant may differ from the guess's near a change: settle on it.
  return new Date(wall - offsetAt(new Date(guess), timeZone));
}

/** The clinic's calendar day at `instant`. */
export function localDayOf(instant: Date, timeZone: string): LocalDay {
  const w = wallClock(instant, timeZone);
  return { year: w.year, month: w.month, day: w.day };
}

/** The day `delta` days after `day` (calendar arithmetic, no time zone involved). */
export function addDays(day: LocalDay, delta: number): LocalDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + delta));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 1 (Monday) … 7 (Sunday). */
export function isoWeekday(day: LocalDay): number {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export const isoDateOf = (day: LocalDay) =>
  `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
