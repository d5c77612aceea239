import {
  addDays,
  formatIsoDate,
  zonedInstant,
  type CalendarDay,
  type TimeOfDay,
} from './zoned-time';

/**
 * A recurring series' rule turned into its dates (CLINICAL.md decision 11: the server stores each
 * occurrence it makes; nothing expands a rule at read time). Pure: the caller passes the clinic's
 * IANA zone and its closed dates. Each occurrence is the clinic's wall-clock time on its date, so a
 * weekly 09:00 stays at 09:00 local across a daylight saving change.
 */

/** At most this many dates in one series (the rule's dates, skipped ones included). */
export const MAX_SERIES_OCCURRENCES = 52;
/** The last date of a series is at most this many days after its first. */
export const MAX_SERIES_DAYS = 365;

export interface SeriesRule {
  firstDate: CalendarDay;
  time: TimeOfDay;
  minutes: number;
  /** 1: weekly; 2: fortnightly. */
  everyWeeks: number;
  /** How many dates the rule makes, or the last date it may reach (inclusive): exactly one. */
  count?: number;
  until?: CalendarDay;
}

/** Dates the clinic is closed or the clinician is off, as `YYYY-MM-DD`. */
export interface ClosedDates {
  holidays: ReadonlySet<string>;
  datesOff: ReadonlySet<string>;
}

/** Why a date of the rule holds no session: the clinic closed, the clinician off, or left out when booking. */
export type SkipReason = 'clinic-holiday' | 'date-off' | 'left-out';

export interface PlannedOccurrence {
  /** The clinic's calendar date, `YYYY-MM-DD`. */
  date: string;
  /** ISO 8601 instants in UTC. */
  startsAt: string;
  endsAt: string;
}

export interface SkippedDate {
  date: string;
  reason: SkipReason;
}

export type SeriesProblem =
  | { code: 'count-or-end' }
  | { code: 'end-before-start' }
  | { code: 'too-many' }
  | { code: 'too-long' }
  | { code: 'time-in-gap'; date: string }
  /** A date left out that is not one of the rule's dates. */
  | { code: 'left-out-not-in-series'; date: string }
  /** The same date left out twice. */
  | { code: 'left-out-twice'; date: string }
  /** Every date that would be booked is left out. */
  | { code: 'left-out-all' };

export type Expansion =
  { occurrences: PlannedOccurrence[]; skipped: SkippedDate[] } | { problem: SeriesProblem };

const NO_CLOSED_DATES: ClosedDates = { holidays: new Set(), datesOff: new Set() };

const daysBetween = (from: CalendarDay, to: CalendarDay) =>
  (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
  86_400_000;

/** The rule's dates in order, or why the rule is refused before any date is made. */
function ruleDates(rule: SeriesRule): CalendarDay[] | SeriesProblem {
  if ((rule.count === undefined) === (rule.until === undefined)) return { code: 'count-or-end' };
  const step = 7 * rule.everyWeeks;
  let total: number;
  if (rule.until !== undefined) {
    const span = daysBetween(rule.firstDate, rule.until);
    if (span < 0) return { code: 'end-before-start' };
    if (span > MAX_SERIES_DAYS) return { code: 'too-long' };
    total = Math.floor(span / step) + 1;
  } else {
    total = rule.count ?? 0;
  }
  if (total > MAX_SERIES_OCCURRENCES) return { code: 'too-many' };
  if ((total - 1) * step > MAX_SERIES_DAYS) return { code: 'too-long' };
  return Array.from({ length: total }, (_, i) => addDays(rule.firstDate, i * step));
}

/** Why the dates left out cannot be: one twice, or one that is not a date of the rule. */
function leftOutProblem(
  dates: readonly string[],
  leftOut: readonly string[],
): SeriesProblem | null {
  const seen = new Set<string>();
  for (const date of leftOut) {
    if (seen.has(date)) return { code: 'left-out-twice', date };
    seen.add(date);
    if (!dates.includes(date)) return { code: 'left-out-not-in-series', date };
  }
  return null;
}

/**
 * The occurrences of `rule` in `timeZone`, with the dates skipped because the clinic is closed
 * (first), the clinician is off, or the booking leaves them out (`leftOut`: dates of the rule,
 * each once); a problem when the rule is out of bounds, a date left out is not one of its dates or
 * leaves nothing to book, or its time does not exist on one of its dates (a spring-forward gap).
 * A date left out is no session: it is counted by `count` (as a holiday is) and numbers nothing.
 */
export function expandSeries(
  rule: SeriesRule,
  timeZone: string,
  closed: ClosedDates = NO_CLOSED_DATES,
  leftOut: readonly string[] = [],
): Expansion {
  const days = ruleDates(rule);
  if (!Array.isArray(days)) return { problem: days };
  const leftOutWrong = leftOutProblem(days.map(formatIsoDate), leftOut);
  if (leftOutWrong) return { problem: leftOutWrong };
  const occurrences: PlannedOccurrence[] = [];
  const skipped: SkippedDate[] = [];
  for (const day of days) {
    const date = formatIsoDate(day);
    if (closed.holidays.has(date)) skipped.push({ date, reason: 'clinic-holiday' });
    else if (closed.datesOff.has(date)) skipped.push({ date, reason: 'date-off' });
    else if (leftOut.includes(date)) skipped.push({ date, reason: 'left-out' });
    else {
      const start = zonedInstant(day, rule.time, timeZone);
      if (start === null) return { problem: { code: 'time-in-gap', date } };
      occurrences.push({
        date,
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + rule.minutes * 60_000).toISOString(),
      });
    }
  }
  if (occurrences.length === 0 && leftOut.length > 0) return { problem: { code: 'left-out-all' } };
  return { occurrences, skipped };
}
