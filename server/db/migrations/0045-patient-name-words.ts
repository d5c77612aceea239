import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The words of a clinic's patients' names, each with how many patients carry it (issue 35,
 * docs/decisions.md "c35-name-words"): the typo-tolerant search looks up the close misspellings
 * of a typed word among these few thousand words first, then takes the patients holding one of
 * them through an index of each name's words, instead of re-checking the trigram similarity of
 * every name sharing a few letters with the word (1 800 rows for "tigeuanu" at 100 000 patients).
 *
 * Kept by the database, statement by statement, from what the statement changed (transition
 * tables): a bulk load or a copy counts its words in one pass; changes through the API, FHIR or a
 * hand-written query are all counted. A word no patient carries any more is deleted with its last
 * patient, so no name outlives its records here. Words are upserted in (clinic, word) order, so two
 * writers lock shared words in one order and never deadlock on them.
 *
 * The embedded database has no vacuum (PGlite runs PostgreSQL in single-user mode), so:
 * - the count is in no index and the table's pages are half filled: a count's change is a heap-only
 *   update on its own page, whose old versions the next read of the page prunes;
 * - both GIN indexes of names are written through (`fastupdate = off`): a pending list, which
 *   only a vacuum or 4 MB of entries flushes, would be read in full by every search.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('patient_name_words')
      .addColumn('tenant_id', 'text', (c) =>
        c.notNull().references('tenants.id').onDelete('cascade'),
      )
      .addColumn('word', 'text', (c) => c.notNull())
      .addColumn('patients', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('patient_name_words_pkey', ['tenant_id', 'word'])
      .execute();
    await sql`ALTER TABLE patient_name_words SET (fillfactor = 50)`.execute(db);
    // A name's words, as `search_name` holds them (folded, one space apart): each once.
    await sql`CREATE FUNCTION patient_name_words_of(search_name text) RETURNS SETOF text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT DISTINCT word FROM unnest(string_to_array(search_name, ' ')) AS word WHERE word <> ''
      $$`.execute(db);
    await sql`CREATE INDEX patients_name_words_idx ON patients
      USING gin (string_to_array(search_name, ' ')) WITH (fastupdate = off)`.execute(db);
    await sql`ALTER INDEX patients_search_name_trgm SET (fastupdate = off)`.execute(db);
    await sql`SELECT gin_clean_pending_list('patients_search_name_trgm'::regclass)`.execute(db);
    // The words a statement took from its last patient are deleted by key: their (clinic, word)
    // pairs come back from the upsert that brought their count to nought.
    await sql`
      CREATE FUNCTION patient_name_words_count() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        clinics text[];
        emptied text[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO patient_name_words AS kept (tenant_id, word, patients)
            SELECT tenant_id, word, count(*) FROM added, patient_name_words_of(search_name) AS word
            GROUP BY tenant_id, word ORDER BY tenant_id, word
            ON CONFLICT (tenant_id, word) DO UPDATE SET patients = kept.patients + excluded.patients;
          RETURN NULL;
        END IF;
        IF TG_OP = 'UPDATE' THEN
          WITH counted AS (
            INSERT INTO patient_name_words AS kept (tenant_id, word, patients)
              SELECT tenant_id, word, sum(change) FROM (
                SELECT tenant_id, word, 1 AS change FROM added, patient_name_words_of(search_name) AS word
                UNION ALL
                SELECT tenant_id, word, -1 FROM removed, patient_name_words_of(search_name) AS word
              ) AS changes
              GROUP BY tenant_id, word HAVING sum(change) <> 0 ORDER BY tenant_id, word
              ON CONFLICT (tenant_id, word) DO UPDATE SET patients = kept.patients + excluded.patients
              RETURNING tenant_id, word, patients
          )
          SELECT array_agg(tenant_id), array_agg(word) INTO clinics, emptied
            FROM counted WHERE patients <= 0;
        ELSE
          WITH counted AS (
            INSERT INTO patient_name_words AS kept (tenant_id, word, patients)
              SELECT tenant_id, word, -count(*) FROM removed, patient_name_words_of(search_name) AS word
              GROUP BY tenant_id, word ORDER BY tenant_id, word
              ON CONFLICT (tenant_id, word) DO UPDATE SET patients = kept.patients + excluded.patients
              RETURNING tenant_id, word, patients
          )
          SELECT array_agg(tenant_id), array_agg(word) INTO clinics, emptied
            FROM counted WHERE patients <= 0;
        END IF;
        DELETE FROM patient_name_words AS kept
          USING unnest(clinics, emptied) AS gone (tenant_id, word)
          WHERE kept.tenant_id = gone.tenant_id AND kept.word = gone.word;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER patients_name_words_added AFTER INSERT ON patients
      REFERENCING NEW TABLE AS added
      FOR EACH STATEMENT EXECUTE FUNCTION patient_name_words_count()`.execute(db);
    await sql`CREATE TRIGGER patients_name_words_changed AFTER UPDATE ON patients
      REFERENCING OLD TABLE AS removed NEW TABLE AS added
      FOR EACH STATEMENT EXECUTE FUNCTION patient_name_words_count()`.execute(db);
    await sql`CREATE TRIGGER patients_name_words_removed AFTER DELETE ON patients
      REFERENCING OLD TABLE AS removed
      FOR EACH STATEMENT EXECUTE FUNCTION patient_name_words_count()`.execute(db);
    await sql`INSERT INTO patient_name_words (tenant_id, word, patients)
      SELECT tenant_id, word, count(*) FROM patients, patient_name_words_of(search_name) AS word
      GROUP BY tenant_id, word`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const name of ['added', 'changed', 'removed']) {
      await sql`DROP TRIGGER ${sql.raw(`patients_name_words_${name}`)} ON patients`.execute(db);
    }
    await sql`DROP FUNCTION patient_name_words_count()`.execute(db);
    await sql`DROP INDEX patients_name_words_idx`.execute(db);
    await sql`ALTER INDEX patients_search_name_trgm RESET (fastupdate)`.execute(db);
    await sql`DROP FUNCTION patient_name_words_of(text)`.execute(db);
    await db.schema.dropTable('patient_name_words').execute();
  },
};
