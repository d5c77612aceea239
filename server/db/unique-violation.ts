/** PostgreSQL's SQLSTATE for a unique index refusing a row (PGlite reports it alike). */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a write failed because a unique index already holds the row: the database's own answer
 * to two writers racing for one key (an email taken, a session's one note, an article saved
 * twice), which the routes turn into a 409.
 */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
