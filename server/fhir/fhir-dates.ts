import { FhirError } from './fhir-errors.ts';

/**
 * A date search value as a bound on a point in time: R4's prefixes over the value's implicit
 * range (`2026-03` is all of March). `eq` keeps points inside the range, `ge` from its start,
 * `gt` from its end, `le` before its end, `lt` before its start, `ne` outside the range. A value
 * without a time zone is UTC. `sa`, `eb`, `ap` are not supported (400).
 */
export interface DateBound {
  /** Points at or after this match (inclusive). */
  from?: Date;
  /** Points before this match (exclusive). */
  before?: Date;
  /** `ne`: the points outside [from, before) match instead. */
  outside?: true;
}

const DATE_VALUE =
  /^(eq|ne|gt|ge|lt|le)?(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/;

function rangeOf(name: string, text: string): { prefix: string; start: Date; end: Date } {
  const match = DATE_VALUE.exec(text);
  if (!match) {
    throw new FhirError(
      400,
      'invalid',
      `${name}: "${text}" is not a date (YYYY, YYYY-MM, YYYY-MM-DD or a dateTime, prefixed by eq, ne, gt, ge, lt or le).`,
    );
  }
  const [, prefix = 'eq', year, month, day, hour, minute, second, zone] = match;
  const y = Number(year);
  const m = month ? Number(month) - 1 : 0;
  const d = day ? Number(day) : 1;
  if (hour !== undefined) {
    const iso = `${year}-${month}-${day}T${hour}:${minute}:${second ?? '00'}${zone ?? 'Z'}`;
    const start = new Date(iso);
    if (Number.isNaN(start.getTime())) throw new FhirError(400, 'invalid', `${name}: bad time.`);
    const end = new Date(start.getTime() + (second === undefined ? 60_000 : 1000));
    return { prefix, start, end };
  }
  const start = new Date(Date.UTC(y, m, d));
  const end = day
    ? new Date(Date.UTC(y, m, d + 1))
    : month
      ? new Date(Date.UTC(y, m + 1, 1))
      : new Date(Date.UTC(y + 1, 0, 1));
  if (start.getUTCMonth() !== m || start.getUTCDate() !== d) {
    throw new FhirError(400, 'invalid', `${name}: "${text}" is not a calendar date.`);
  }
  return { prefix, start, end };
}

/** Every value of a date parameter as bounds (all must hold: `date=ge…&date=lt…`). */
export function dateBounds(name: string, values: readonly string[]): DateBound[] {
  return values.map((text) => {
    const { prefix, start, end } = rangeOf(name, text);
    if (prefix === 'ge') return { from: start };
    if (prefix === 'gt') return { from: end };
    if (prefix === 'le') return { before: end };
    if (prefix === 'lt') return { before: start };
    if (prefix === 'ne') return { from: start, before: end, outside: true };
    return { from: start, before: end };
  });
}

/** Whether a point in time passes one bound. */
function passes(at: Date, bound: DateBound): boolean {
  const inside =
    (!bound.from || at.getTime() >= bound.from.getTime()) &&
    (!bound.before || at.getTime() < bound.before.getTime());
  return bound.outside ? !inside : inside;
}

/** Whether a point in time passes every bound. */
export const withinBounds = (at: Date, bounds: readonly DateBound[]) =>
  bounds.every((bound) => passes(at, bound));
