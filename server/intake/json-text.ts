/**
 * A value for a `jsonb` column, sent as its JSON text. node-postgres would send a JavaScript
 * array as a PostgreSQL array literal (`{1,2}`), which is not JSON; text is parsed by the
 * database into the column's jsonb on PostgreSQL and on PGlite alike. Typed as the value so the
 * row keeps the column's declared type.
 */
export const jsonText = <T>(value: T): T => JSON.stringify(value) as unknown as T;
