import { dateTimeFormat } from '../format/date-time-formats';

/**
 * Calendar days and hours in the reader's language. A day (`YYYY-MM-DD`) is the clinic's and has
 * no time zone of its own, so it is formatted at noon UTC in UTC: the same date in every browser.
 */

type DayStyle = 'weekdayShort' | 'full' | 'medium';

const DAY_STYLES: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  weekdayShort: { weekday: 'short', day: 'numeric', month: 'short' },
  full: { dateStyle: 'full' },
  medium: { dateStyle: 'medium' },
};

export function formatDay(date: string, locale: string, style: DayStyle = 'medium'): string {
  return dateTimeFormat(locale, { ...DAY_STYLES[style], timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** A whole hour of the clinic's clock ("09:00", "9 AM"), in the reader's language. */
export function formatHour(hour: number, locale: string): string {
  return dateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hour)),
  );
}

/**
 * The clinic's clock at an instant, as "MM/DD/YYYY, HH:mm" (a fixed en-US numeric pattern, read
 * by this file only): formatting is about a microsecond, where `formatRange` costs tens.
 */
const clockOf = (instant: number, timeZone: string) =>
  dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);

const ranges = new Map<string, string>();
/** Enough for every start and end a clinic's weeks hold; cleared past it, never unbounded. */
const MAX_RANGES = 2000;

/**
 * A session's span ("09:00 – 09:50") in the clinic's clock, as `formatTimeRange` writes it, from
 * one formatter per language and time zone and remembered by the clinic's wall-clock start and
 * end: a week's 200 sessions start and end at a few times of day, and `formatRange` per item was
 * a tenth of the week's render at 4× CPU (issue 32, docs/decisions.md c32-weekdom). Only a span
 * within one clinic day is remembered by its times of day (its text holds no date); a span over
 * midnight is formatted each time.
 */
export function formatSessionTimes(
  startsAt: string,
  endsAt: string,
  locale: string,
  timeZone: string,
): string {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  const [startDate, startTime] = clockOf(start, timeZone).split(', ');
  const [endDate, endTime] = clockOf(end, timeZone).split(', ');
  const format = () =>
    dateTimeFormat(locale, { timeStyle: 'short', timeZone }).formatRange(start, end);
  if (!startTime || !endTime || startDate !== endDate) return format();
  const key = `${locale}|${timeZone}|${startTime}|${endTime}`;
  let text = ranges.get(key);
  if (text === undefined) {
    if (ranges.size >= MAX_RANGES) ranges.clear();
    text = format();
    ranges.set(key, text);
  }
  return text;
}
