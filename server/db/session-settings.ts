/**
 * Settings every database session starts with: on PostgreSQL the pool's connections (their
 * startup options), on the embedded database its one session (its start parameters). A
 * statement that needs one reads it from the session, so it needs no transaction of its own to
 * set it (issue 35: a transaction holds the embedded database's one connection for its four
 * round trips, and every other request waits behind it).
 */
export const SESSION_SETTINGS = {
  /**
   * pg_trgm's `<%` (the patient search's and the duplicate check's look-alike test, on the names
   * holding a close misspelling of the word, server/patients/patients.search-names.ts). 0.3, not pg_trgm's 0.6: it
   * keeps a swap of two letters inside a word ("popsecu" → "popescu" 0.375, "moreua" → "moreau"
   * 0.57; not "moerau" → "moreau", 0.29); the same score lets in unrelated names sharing a start
   * ("martin" → "maria" 0.43), so the edit distance decides.
   */
  'pg_trgm.word_similarity_threshold': '0.3',
} as const;

/** The settings as PostgreSQL's command-line and startup options: `-c name=value` each. */
export const sessionSettingArgs = (): string[] =>
  Object.entries(SESSION_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
