import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Indexes for patient search at 100 000 patients (docs/performance.md): each shape of query
 * (server/patients/patients.search.ts) is served by one index instead of reading the table.
 * - birth date: `birth_date = $1::date` within the clinic;
 * - name order: the list's order, `lower(family || ' ' || given)` compared byte by byte
 *   (collate "C", as PGlite's databases are), then id. It serves the unfiltered list page by
 *   page and a one- or two-letter family-name prefix (`LIKE 'ma%'` needs a C collation to use a
 *   btree). The expression must stay identical to `NAME_KEY` in patients.search-rows.ts.
 * Names of three or more characters use the GIN trigram index of migration 0008; MRNs the
 * unique (tenant_id, mrn) constraint.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('patients_birth_date_idx')
      .on('patients')
      .columns(['tenant_id', 'birth_date'])
      .execute();
    await sql`CREATE INDEX patients_name_order_idx ON patients (tenant_id, (lower(family_name || ' ' || given_name) COLLATE "C"), id)`.execute(
      db,
    );
  },
};
