import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations.ts';
import { pglitePool } from './pglite-pool.ts';
import type { Database } from './schema.ts';
import { makePrivateDataDir, tighten } from './private-data-dir.ts';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for a throw-away database. */
  dataDir: string;
  /**
   * A `memory://` database starts from this data directory (PGlite's `dumpDataDir` tarball)
   * instead of an empty one: the test harness gives every test server the migrated template.
   */
  dataDirSeed?: Blob;
  /** PostgreSQL schema to use (tests isolate each run in its own schema). */
  schema?: string;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  migrations: string[];
  /** The embedded database itself (backups dump its data directory); absent on PostgreSQL. */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** pg_trgm: typo-tolerant patient search (migration 0008); fuzzystrmatch (0014). */
export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };

async function postgresPool(url: string, schema?: string): Promise<pg.Pool> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // public stays on the path: shared extensions (pg_trgm) live there.
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
  return pool;
}

/** Opens the database the configuration names and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  let dialect: PostgresDialect;
  let kind: OpenDatabase['kind'];
  let pglite: PGlite | undefined;
  if (options.databaseUrl) {
    kind = 'postgres';
    dialect = new PostgresDialect({
      pool: await postgresPool(options.databaseUrl, options.schema),
    });
  } else {
    kind = 'pglite';
    const onDisk = !options.dataDir.startsWith('memory://');
    if (onDisk && options.dataDirSeed)
      throw new Error('a data directory seed is for memory:// only');
    if (onDisk) makePrivateDataDir(options.dataDir);
    // PostgreSQL ships the extensions in contrib; PGlite loads them.
    pglite = await PGlite.create(options.dataDir, {
      extensions: PGLITE_EXTENSIONS,
      ...(options.dataDirSeed ? { loadDataDir: options.dataDirSeed } : {}),
    });
    dialect = new PostgresDialect({ pool: pglitePool(pglite) });
    // PGlite writes with the process umask; the 0700 directory already shuts others out.
    if (onDisk) tighten(options.dataDir);
  }
  const db = new Kysely<Database>({ dialect });
  try {
    const migrations = await migrateToLatest(
      db as unknown as Kysely<unknown>,
      kind === 'postgres' ? options.schema : undefined,
    );
    return { db, kind, migrations, ...(pglite ? { pglite } : {}), close: () => db.destroy() };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
