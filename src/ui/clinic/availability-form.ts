import type {
  ClinicHours,
  ClinicianAvailability,
  WeeklyIntervalText,
} from '../../../common/contracts/availability.contract';
import { minuteOfText } from '../../../common/time/availability-intervals';
import { parseIsoDate } from '../../../common/time/zoned-time';

/**
 * The availability forms' typed values and their checks (issue 32): a week of intervals as the
 * user types them (`HH:MM`), a list of dates (dates off, or holidays with a name). Each row has a
 * key, so its error and its focus stay with it when rows are added or removed.
 */
export interface IntervalRow {
  key: string;
  /** 1 (Monday) … 7 (Sunday). */
  weekday: number;
  start: string;
  end: string;
}

export interface DateRow {
  key: string;
  date: string;
  /** A holiday's name; dates off have none. */
  name?: string;
}

/** Why a row cannot be saved; each a message key under `clinic.availability.error`. */
export type IntervalError = 'format' | 'endBeforeStart' | 'overlap';
export type DateError = 'date' | 'repeated' | 'name';

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
/** `9:30` → `09:30`, as typed; anything else as it is, for the check to refuse. */
const normalTime = (text: string) => {
  const trimmed = text.trim();
  return /^\d:\d\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
};

let counter = 0;
/** A key no other row of this page holds. */
export const rowKey = () => `row-${(counter += 1)}`;

export const intervalRowsOf = (hours: readonly WeeklyIntervalText[]): IntervalRow[] =>
  [...hours]
    .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))
    .map((h) => ({ key: rowKey(), ...h }));

export const dateRowsOf = (dates: readonly (string | { date: string; name: string })[]) =>
  dates.map((d): DateRow =>
    typeof d === 'string' ? { key: rowKey(), date: d } : { key: rowKey(), ...d },
  );

/**
 * The typed week as the contract's intervals, or each refused row's reason: a time not `HH:MM`
 * (00:00 to 24:00), an end not after its start, or an interval that shares time with an earlier
 * one of its weekday.
 */
export function checkIntervals(
  rows: readonly IntervalRow[],
): { intervals: WeeklyIntervalText[] } | { errors: Map<string, IntervalError> } {
  const errors = new Map<string, IntervalError>();
  const valid: (IntervalRow & { from: number; to: number })[] = [];
  for (const row of rows) {
    const start = normalTime(row.start);
    const end = normalTime(row.end);
    if (!TIME.test(start) || !TIME.test(end) || start === '24:00') {
      errors.set(row.key, 'format');
    } else if (minuteOfText(end) <= minuteOfText(start)) {
      errors.set(row.key, 'endBeforeStart');
    } else {
      valid.push({ ...row, start, end, from: minuteOfText(start), to: minuteOfText(end) });
    }
  }
  const ordered = [...valid].sort((a, b) => a.weekday - b.weekday || a.from - b.from);
  ordered.forEach((row, i) => {
    const before = ordered
      .slice(0, i)
      .filter((other) => other.weekday === row.weekday && other.to > row.from);
    if (before.length > 0) errors.set(row.key, 'overlap');
  });
  if (errors.size > 0) return { errors };
  return {
    intervals: ordered.map(({ weekday, start, end }) => ({ weekday, start, end })),
  };
}

/** The typed dates in order, or each refused row's reason (a bad date, a repeat, a missing name). */
export function checkDates(
  rows: readonly DateRow[],
  named: boolean,
): { dates: DateRow[] } | { errors: Map<string, DateError> } {
  const errors = new Map<string, DateError>();
  const seen = new Set<string>();
  for (const row of rows) {
    if (!/^\d{4}-\d\d-\d\d$/.test(row.date) || !parseIsoDate(row.date)) {
      errors.set(row.key, 'date');
    } else if (seen.has(row.date)) errors.set(row.key, 'repeated');
    else if (named && !row.name?.trim()) errors.set(row.key, 'name');
    seen.add(row.date);
  }
  if (errors.size > 0) return { errors };
  return { dates: [...rows].sort((a, b) => a.date.localeCompare(b.date)) };
}

export interface AvailabilityValues {
  hours: IntervalRow[];
  dates: DateRow[];
}

export type AvailabilityErrors = Map<string, IntervalError | DateError>;

/** A clinician's typed week and dates off, as the contract's body or the rows' errors. */
export function checkClinicianAvailability(
  values: AvailabilityValues,
): { body: ClinicianAvailability } | { errors: AvailabilityErrors } {
  const hours = checkIntervals(values.hours);
  const dates = checkDates(values.dates, false);
  if ('errors' in hours || 'errors' in dates) return { errors: errorsOf(hours, dates) };
  return { body: { hours: hours.intervals, datesOff: dates.dates.map((d) => d.date) } };
}

/** The clinic's typed opening hours and holidays, as the contract's body or the rows' errors. */
export function checkClinicHours(
  values: AvailabilityValues,
): { body: ClinicHours } | { errors: AvailabilityErrors } {
  const hours = checkIntervals(values.hours);
  const dates = checkDates(values.dates, true);
  if ('errors' in hours || 'errors' in dates) return { errors: errorsOf(hours, dates) };
  return {
    body: {
      openingHours: hours.intervals,
      holidays: dates.dates.map((d) => ({ date: d.date, name: d.name!.trim() })),
    },
  };
}

function errorsOf(
  hours: ReturnType<typeof checkIntervals>,
  dates: ReturnType<typeof checkDates>,
): AvailabilityErrors {
  return new Map<string, IntervalError | DateError>([
    ...('errors' in hours ? hours.errors : []),
    ...('errors' in dates ? dates.errors : []),
  ]);
}
