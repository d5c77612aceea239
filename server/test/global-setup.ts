import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { writeMigratedTemplate } from './pglite-template.ts';

/**
 * The extensions migrations 0008 and 0014 create in `public`, shared by every test schema. Made
 * once before the files run side by side: concurrent `CREATE EXTENSION IF NOT EXISTS` for one
 * that does not exist yet can race; for one that exists it only reads the catalogue.
 */
async function createSharedExtensions(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await client.query('CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public');
  } finally {
    await client.end();
  }
}

/**
 * The server project's global setup. On PGlite: migrates one database for the whole run and hands
 * its data directory to every test file (see pglite-template.ts); made afresh each run, so it is
 * never older than the migrations; removed when the run ends. On PostgreSQL: the shared
 * extensions, so the files (a schema each) may run side by side.
 */
export default async function setup(project: TestProject) {
  if (process.env.PRAXIS_TEST_DATABASE === 'postgres') {
    if (process.env.DATABASE_URL) await createSharedExtensions(process.env.DATABASE_URL);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'praxis-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  await writeMigratedTemplate(file);
  project.provide('praxisPgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
