import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The clinic's name words found by their deletions (issue 35, docs/decisions.md
 * "c35-word-deletions"): the typo-tolerant search's first step looked for the close misspellings
 * of a typed word by computing its edit distance to every word of the clinic's names (6 500 words
 * at 100 000 patients, ≈ 2 ms of the embedded database's one thread per typed word).
 *
 * Two words within `n` edits (levenshtein: insertions, deletions, substitutions) share a word made
 * by deleting at most `n` letters from each (a symmetric delete, as SymSpell does): a substitution
 * is one deletion on each side. So each word is indexed by every word made from it by deleting up
 * to two letters (the most the search allows, server/patients/patients.search-names.ts); a typed
 * word's own deletions find, through that index, every word that can be within its edits, and the
 * edit distance is then computed for those few words only. The same words are found.
 *
 * An expression index: no column or trigger to keep, and a count's change (the table's only
 * update) stays a heap-only update, the word being unchanged. Written through (`fastupdate =
 * off`), as the embedded database never vacuums a GIN index's pending list.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Every distinct word made from `word` by deleting at most `depth` letters, `word` included.
    await sql`CREATE FUNCTION name_word_deletions(word text, depth integer) RETURNS text[]
      LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
      DECLARE
        found text[] := ARRAY[word];
        frontier text[] := ARRAY[word];
        shorter text[];
        w text;
      BEGIN
        FOR d IN 1..depth LOOP
          shorter := '{}';
          FOREACH w IN ARRAY frontier LOOP
            FOR i IN 1..char_length(w) LOOP
              shorter := shorter || (substr(w, 1, i - 1) || substr(w, i + 1));
            END LOOP;
          END LOOP;
          SELECT array_agg(DISTINCT v) INTO frontier FROM unnest(shorter) AS v;
          EXIT WHEN frontier IS NULL;
          found := found || frontier;
        END LOOP;
        RETURN found;
      END $$`.execute(db);
    await sql`CREATE INDEX patient_name_words_deletions_idx ON patient_name_words
      USING gin (name_word_deletions(word, 2)) WITH (fastupdate = off)`.execute(db);
    // The index's expression gets its statistics now, not when the table next grows by a tenth
    // (server/db/table-statistics.ts): without them the planner may scan the clinic's words.
    await sql`ANALYZE patient_name_words`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX patient_name_words_deletions_idx`.execute(db);
    await sql`DROP FUNCTION name_word_deletions(text, integer)`.execute(db);
  },
};
