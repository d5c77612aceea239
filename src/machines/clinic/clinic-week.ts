/**
 * The clinic's week (Monday 00:00 to the next Monday 00:00 in its time zone) as instants. Pure:
 * the caller passes `now`. Each bound is found on its own, so a week with a daylight saving
 * change is 167 or 169 hours long, as the wall clock says.
 */

const MS_PER_DAY = 86_400_000;
const WEEKDAY_INDEX: Record<string, number> = {
  Mon: 0,
  Tue: 1,
  Wed: 2,
  Thu: 3,
  Fri: 4,
  Sat: 5,
  Sun: 6,
};

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
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
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`. */
function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    parts[part.type] = part.value;
  }
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAY_INDEX[parts.weekday ?? 'Mon'] ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const c = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant the zone's wall clock shows midnight starting the date whose UTC-midnight is `dateUtc`. */
function zonedMidnight(dateUtc: number, timeZone: string): number {
  const first = dateUtc - offsetAt(dateUtc, timeZone);
  // The offset at the guess may be the other side of a change; a second look settles it.
  const second = dateUtc - offsetAt(first, timeZone);
  return second;
}

export interface WeekBounds {
  /** Monday 00:00 in the clinic, ISO 8601 (UTC). */
  weekFrom: string;
  /** The next Monday 00:00 in the clinic, ISO 8601 (UTC); the week ends before it. */
  weekTo: string;
}

/** The clinic week containing `now`. */
export function clinicWeekBounds(now: Date, timeZone: string): WeekBounds {
  const today = wallClockAt(now.getTime(), timeZone);
  const todayUtc = Date.UTC(today.year, today.month - 1, today.day);
  const mondayUtc = todayUtc - today.weekday * MS_PER_DAY;
  return {
    weekFrom: new Date(zonedMidnight(mondayUtc, timeZone)).toISOString(),
    weekTo: new Date(zonedMidnight(mondayUtc + 7 * MS_PER_DAY, timeZone)).toISOString(),
  };
}
