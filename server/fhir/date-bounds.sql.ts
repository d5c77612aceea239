import { sql } from 'kysely';
import type { DateBound } from './fhir-dates.ts';

/**
 * A date parameter's bounds (fhir-dates.ts) on a column, as one SQL condition: every bound holds
 * (`from` inclusive, `before` exclusive; an `ne` bound the points outside its range). `valueOf`
 * turns a bound into the column's kind (a day for a date column).
 */
export function withinBoundsSql(
  column: string,
  bounds: readonly DateBound[],
  valueOf: (at: Date) => Date | string = (at) => at,
) {
  const ref = sql.ref(column);
  const conditions = bounds.map((bound) => {
    const from = bound.from && sql<boolean>`${ref} >= ${valueOf(bound.from)}`;
    const before = bound.before && sql<boolean>`${ref} < ${valueOf(bound.before)}`;
    const parts = [from, before].filter((part) => part !== undefined);
    if (parts.length === 0) return sql<boolean>`true`;
    const inside = sql<boolean>`(${sql.join(parts, sql` and `)})`;
    return bound.outside ? sql<boolean>`not ${inside}` : inside;
  });
  return conditions.length
    ? sql<boolean>`(${sql.join(conditions, sql` and `)})`
    : sql<boolean>`true`;
}
