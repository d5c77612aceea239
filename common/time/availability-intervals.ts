import { addDays, formatIsoDate, isoWeekday, zonedInstant, type CalendarDay } from './zoned-time';

/**
 * Availability as time (issue 32): a clinician's weekly working hours, bounded by the clinic's
 * opening hours, minus clinic holidays and the clinician's dates off, laid on the calendar in the
 * clinic's IANA zone. Pure, for the server, the mock and the calendar alike.
 */

/** Minutes of a day: 0 (00:00) to 1440 (24:00). */
export interface WeeklyInterval {
  /** 1 (Monday) … 7 (Sunday). */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** One stretch of working time, as ISO instants in UTC. */
export interface TimeSpan {
  startsAt: string;
  endsAt: string;
}

export const MINUTES_PER_DAY = 1440;

/** `09:30` → 570; `24:00` → 1440. */
export const minuteOfText = (text: string): number =>
  Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

/** 570 → `09:30`. */
export const textOfMinute = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The first pair of one weekday's intervals that share time (half-open), or null. */
export function firstOverlap(
  intervals: readonly WeeklyInterval[],
): [WeeklyInterval, WeeklyInterval] | null {
  const sorted = [...intervals].sort(
    (a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute,
  );
  for (let i = 1; i < sorted.length; i += 1) {
    const [before, after] = [sorted[i - 1]!, sorted[i]!];
    if (before.weekday === after.weekday && after.startMinute < before.endMinute) {
      return [before, after];
    }
  }
  return null;
}

/** Whether `inner` lies wholly inside one of `outer`'s intervals of its weekday. */
export const liesInside = (inner: WeeklyInterval, outer: readonly WeeklyInterval[]): boolean =>
  outer.some(
    (o) =>
      o.weekday === inner.weekday &&
      o.startMinute <= inner.startMinute &&
      inner.endMinute <= o.endMinute,
  );

/** Each weekday's shared time of `a` and `b`. */
export function intersect(
  a: readonly WeeklyInterval[],
  b: readonly WeeklyInterval[],
): WeeklyInterval[] {
  const shared: WeeklyInterval[] = [];
  for (const x of a) {
    for (const y of b) {
      const startMinute = Math.max(x.startMinute, y.startMinute);
      const endMinute = Math.min(x.endMinute, y.endMinute);
      if (x.weekday === y.weekday && startMinute < endMinute) {
        shared.push({ weekday: x.weekday, startMinute, endMinute });
      }
    }
  }
  return shared;
}

/**
 * The weekly time a clinician may be booked: their hours within the clinic's opening hours. An
 * empty list of either side means "not set", which does not bound; null when neither is set.
 */
export function bookableWeek(
  hours: readonly WeeklyInterval[],
  opening: readonly WeeklyInterval[],
): WeeklyInterval[] | null {
  if (hours.length === 0) return opening.length === 0 ? null : [...opening];
  return opening.length === 0 ? [...hours] : intersect(hours, opening);
}

/** The instant a clinic clock shows `minute` on `day`; a minute a change skips moves on to one that exists. */
function instantOf(day: CalendarDay, minute: number, timeZone: string): number {
  if (minute >= MINUTES_PER_DAY)
    return instantOf(addDays(day, 1), minute - MINUTES_PER_DAY, timeZone);
  for (let m = minute; m < MINUTES_PER_DAY; m += 1) {
    const found = zonedInstant(day, { hour: Math.floor(m / 60), minute: m % 60 }, timeZone);
    if (found !== null) return found;
  }
  return instantOf(addDays(day, 1), 0, timeZone);
}

/**
 * The bookable spans of every day from `from` to `to` (inclusive) in `timeZone`, in time order;
 * `closed` dates (`YYYY-MM-DD`: holidays, dates off) have none.
 */
export function spansOf(
  week: readonly WeeklyInterval[],
  range: { from: CalendarDay; to: CalendarDay },
  closed: ReadonlySet<string>,
  timeZone: string,
): TimeSpan[] {
  const spans: TimeSpan[] = [];
  for (let day = range.from; formatIsoDate(day) <= formatIsoDate(range.to); day = addDays(day, 1)) {
    if (closed.has(formatIsoDate(day))) continue;
    const weekday = isoWeekday(day);
    const ofDay = week
      .filter((w) => w.weekday === weekday)
      .sort((a, b) => a.startMinute - b.startMinute);
    for (const w of ofDay) {
      spans.push({
        startsAt: new Date(instantOf(day, w.startMinute, timeZone)).toISOString(),
        endsAt: new Date(instantOf(day, w.endMinute, timeZone)).toISOString(),
      });
    }
  }
  return spans;
}

/** Whether [startsAt, endsAt) lies wholly inside one span. */
export const withinSpans = (startsAt: string, endsAt: string, spans: readonly TimeSpan[]) =>
  spans.some(
    (s) =>
      Date.parse(s.startsAt) <= Date.parse(startsAt) && Date.parse(endsAt) <= Date.parse(s.endsAt),
  );
