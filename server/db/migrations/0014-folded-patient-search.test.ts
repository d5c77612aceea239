import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { migrationProvider } from '../migrations.ts';
import { pglitePool } from '../pglite-pool.ts';

const pglite = await PGlite.create('memory://', { extensions: { pg_trgm, fuzzystrmatch } });
const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
afterAll(() => db.destroy());

it('folds the search names and name keys of patients registered before it, so they are found without accents', async () => {
  const before = await new Migrator({ db, provider: migrationProvider }).migrateTo(
    '0013-speech-and-ai-drafts',
  );
  expect(before.error).toBeUndefined();
  await sql`insert into tenants (id, name, created_at) values ('t1', 'Clinic', now())`.execute(db);
  await sql`insert into patients (tenant_id, id, mrn, family_name, given_name, preferred_name, birth_date, search_name, created_at, updated_at)
    values ('t1', 'p1', '000001', 'Ștefănescu', 'Ana-Maria', 'Mimi', '1991-04-27', 'ana-maria mimi ștefănescu', now(), now())`.execute(
    db,
  );
  const after = await new Migrator({ db, provider: migrationProvider }).migrateTo(
    '0014-folded-patient-search',
  );
  expect(after.results?.map((r) => r.migrationName)).toEqual(['0014-folded-patient-search']);
  const { rows } = await sql<{
    search_name: string;
    name_key: string;
  }>`select search_name, name_key from patients where id = 'p1'`.execute(db);
  expect(rows).toEqual([
    { search_name: 'ana maria mimi stefanescu', name_key: 'stefanescu ana maria' },
  ]);
});
