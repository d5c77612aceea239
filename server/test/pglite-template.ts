import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { inject } from 'vitest';
import { migrateToLatest } from '../db/migrations.ts';
import { pglitePool } from '../db/pglite-pool.ts';

/**
 * A fresh PGlite database costs an `initdb` (seconds of WebAssembly on a busy 2-core machine)
 * and then every migration. The server suite's global setup does both once per run and keeps the
 * data directory as a tarball; each test server's in-memory database starts from a copy of it,
 * so it holds exactly what the migrations make, without redoing them.
 *
 * Only the test harness asks for it (`dataDirSeed`, which `openDatabase` hands to PGlite as
 * `loadDataDir`); every other `memory://` database (the migration and storage tests') is still
 * created from nothing.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory's tarball (see global-setup.ts); absent on PostgreSQL. */
    praxisPgliteTemplate?: string;
  }
}

/** Migrates a new in-memory PGlite and writes its data directory to `file` (an uncompressed tar). */
export async function writeMigratedTemplate(file: string): Promise<void> {
  const pglite = await PGlite.create('memory://', { extensions: { pg_trgm, fuzzystrmatch } });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  try {
    await migrateToLatest(db);
    // Planner statistics of the empty tables, as a running server keeps them (table-statistics.ts):
    // a test server then finds none stale and starts without analyzing anything.
    await sql`analyze`.execute(db);
    const tarball = await pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

let template: Uint8Array | undefined;

/** The file's bytes in shared memory: each database thread gets them without a copy. */
function sharedBytes(file: string): Uint8Array {
  const bytes = readFileSync(file);
  const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  shared.set(bytes);
  return shared;
}

/**
 * The database a test server opens: in memory, from the migrated template when the global setup
 * made one (else empty, and migrated at start, as before).
 */
export function testPgliteDatabase(): { dataDir: string; dataDirSeed?: Uint8Array } {
  const file = inject('praxisPgliteTemplate');
  if (!file) return { dataDir: 'memory://' };
  template ??= sharedBytes(file);
  return { dataDir: 'memory://', dataDirSeed: template };
}
