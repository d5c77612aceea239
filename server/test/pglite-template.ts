import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { inject } from 'vitest';
import { migrateToLatest } from '../db/migrations.ts';
import { pglitePool } from '../db/pglite-pool.ts';

/**
 * A fresh PGlite database costs an `initdb` (seconds of WebAssembly on a busy 2-core machine)
 * and then every migration. The server suite's global setup does both once per run and keeps the
 * data directory as a tarball; each test server's in-memory database starts from a copy of it,
 * so it holds exactly what the migrations make, without redoing them.
 *
 * Only the test harness asks for it, by opening the data directory named below; every other
 * `memory://` database (the migration and storage tests') is still created from nothing.
 */
export const MIGRATED_MEMORY_DIR = 'memory://praxis-migrated-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory's tarball (see global-setup.ts); absent on PostgreSQL. */
    praxisPgliteTemplate?: string;
  }
}

/** Migrates a new in-memory PGlite and writes its data directory to `file` (an uncompressed tar). */
export async function writeMigratedTemplate(file: string): Promise<void> {
  const pglite = await PGlite.create('memory://', { extensions: { pg_trgm } });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  try {
    await migrateToLatest(db);
    const tarball = await pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

let template: Blob | undefined;
let patched = false;

/**
 * The data directory a test server should open: the migrated template when the global setup made
 * one, else a plain `memory://` database (migrated at start, as before).
 */
export function testDataDir(): string {
  const file = inject('praxisPgliteTemplate');
  if (!file) return 'memory://';
  template ??= new Blob([readFileSync(file)]);
  if (!patched) {
    patched = true;
    // The server opens its database with `PGlite.create(dataDir, options)`: for the template's
    // name only, the same call loads the migrated data directory instead of running initdb.
    const create = PGlite.create.bind(PGlite) as (...args: unknown[]) => Promise<PGlite>;
    (PGlite as unknown as { create: typeof create }).create = (...args) =>
      args[0] === MIGRATED_MEMORY_DIR
        ? create('memory://', { ...(args[1] as PGliteOptions), loadDataDir: template })
        : create(...args);
  }
  return MIGRATED_MEMORY_DIR;
}
