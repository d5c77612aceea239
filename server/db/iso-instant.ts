import { sql, type RawBuilder } from 'kysely';

/**
 * A `timestamptz` column as the text `Date.prototype.toISOString` writes ("2026-12-28T09:00:00.000Z",
 * milliseconds, UTC), made by the database: an answer that only prints its instants skips
 * parsing each into a `Date` and printing it again (issue 35: the week's 280 sessions, two
 * instants each, were a tenth of the server's time per answer under load).
 */
export const isoInstantOf = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
