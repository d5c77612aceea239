import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Patient search without accents, word by word (docs/decisions.md, "Patients"):
 * - `search_name` is now folded by the app (server/patients/search-fold.ts): accents off, lower
 *   case, punctuation as spaces; and so is the new `name_key` ("family given"), the list's order
 *   and the family-name prefix ("st" finds Ștefănescu), indexed as 0010's expression was (which
 *   it replaces). Rows written before are folded here, a batch at a time, with a frozen copy of
 *   that function (a later change of the fold writes its own migration).
 * - fuzzystrmatch gives `levenshtein`, which keeps a look-alike to a close misspelling of one of
 *   the name's words; trigrams alone found "Maria" for "Martin" (PGlite ships it as well; in
 *   public, like pg_trgm in 0008).
 */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(
      /[ßøłđæœı]/g,
      (letter) => ({ ß: 'ss', ø: 'o', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe', ı: 'i' })[letter] ?? letter,
    )
    .replace(/['’ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const BATCH = 1000;

interface NameRow {
  tenant_id: string;
  id: string;
  given_name: string;
  preferred_name: string | null;
  family_name: string;
}

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public`.execute(db);
    await sql`ALTER TABLE patients ADD COLUMN name_key text`.execute(db);
    let after: [string, string] | null = null;
    for (;;) {
      const { rows }: { rows: NameRow[] } = await sql<NameRow>`
        select tenant_id, id, given_name, preferred_name, family_name from patients
        ${after ? sql`where (tenant_id, id) > (${after[0]}, ${after[1]})` : sql``}
        order by tenant_id, id limit ${BATCH}`.execute(db);
      for (const row of rows) {
        const name = fold(
          [row.given_name, row.preferred_name, row.family_name].filter(Boolean).join(' '),
        );
        const key = fold(`${row.family_name} ${row.given_name}`);
        await sql`update patients set search_name = ${name}, name_key = ${key} where tenant_id = ${row.tenant_id} and id = ${row.id}`.execute(
          db,
        );
      }
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = [last.tenant_id, last.id];
    }
    await sql`ALTER TABLE patients ALTER COLUMN name_key SET NOT NULL`.execute(db);
    await sql`CREATE INDEX patients_name_key_idx ON patients (tenant_id, (name_key COLLATE "C"), id)`.execute(
      db,
    );
    await sql`DROP INDEX patients_name_order_idx`.execute(db);
  },
};
