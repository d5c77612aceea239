import { sql, type RawBuilder } from 'kysely';

/**
 * An UPDATE's new `updated_at`: `at` when one of the named columns takes a different value (the
 * row's values before the update are compared), else the one it had. So an edit that changes
 * nothing shown (the same name saved again, a role change) leaves the FHIR `lastUpdated` alone.
 * Undefined when nothing is named: the column is then left out of the update.
 */
export function updatedWhenChanged(
  at: Date,
  changes: Record<string, string | boolean | null | undefined>,
): RawBuilder<Date> | undefined {
  const named = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (named.length === 0) return undefined;
  const differs = named.map(([column, value]) => sql`${sql.ref(column)} is distinct from ${value}`);
  return sql<Date>`case when ${sql.join(differs, sql` or `)} then ${at}::timestamptz else updated_at end`;
}
