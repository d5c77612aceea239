import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { parseIntoClientConfig } from 'pg-connection-string';
import { tallyQuery } from '../ops/request-queries.ts';
import { migrateToLatest } from './migrations.ts';
import { pglitePool } from './pglite-pool.ts';
import type { Database } from './schema.ts';
import { makePrivateDataDir, tighten } from './private-data-dir.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { openPgliteThread, type EmbeddedDatabase } from './pglite-thread.ts';
import { sessionSettingArgs } from './session-settings.ts';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for a throw-away database. */
  dataDir: string;
  /**
   * A `memory://` database starts from this data directory (PGlite's `dumpDataDir` tarball)
   * instead of an empty one: the test harness gives every test server the migrated template.
   * Bytes, not a Blob: the database thread gets them without a copy when they live in a
   * SharedArrayBuffer (pglite-template.ts), and Node 20 reads a Blob of this size back slowly.
   */
  dataDirSeed?: Uint8Array;
  /** PostgreSQL schema to use (tests isolate each run in its own schema). */
  schema?: string;
  /**
   * The embedded database flushes each commit to the disk (fsync) unless this is false
   * (`PRAXIS_DATABASE_FSYNC=off`: faster, but a power cut can lose the last commits).
   */
  durable?: boolean;
  /** Tests: called on every fsync the embedded database makes. */
  onFsync?: () => void;
  /** Told each statement's run time and each wait for a connection, in seconds (metrics). */
  observe?: DatabaseObserver;
}

export interface DatabaseObserver {
  query(seconds: number): void;
  queueWait(seconds: number): void;
}

const MS_PER_S = 1000;

/** The pool, timing how long each caller waits for a connection. */
function timedPool(pool: PostgresPool, observe?: DatabaseObserver): PostgresPool {
  if (!observe) return pool;
  return {
    async connect() {
      const asked = performance.now();
      const client = await pool.connect();
      observe.queueWait((performance.now() - asked) / MS_PER_S);
      return client;
    },
    end: () => pool.end(),
  };
}

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  migrations: string[];
  /** The embedded database itself (backups dump its data directory); absent on PostgreSQL. */
  pglite?: EmbeddedDatabase;
  close(): Promise<void>;
}

async function postgresPool(url: string, schema?: string): Promise<pg.Pool> {
  const config = parseIntoClientConfig(url);
  // The operator's own startup options (the URL's `options`, or PGOPTIONS) are kept, first.
  const given = config.options ?? process.env.PGOPTIONS;
  // public stays on the path: shared extensions (pg_trgm) live there.
  const path = schema ? ['-c', `search_path=${schema},public`] : [];
  const pool = new pg.Pool({
    ...config,
    max: 10,
    options: [...(given ? [given] : []), ...path, ...sessionSettingArgs()].join(' '),
  });
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
  return pool;
}

/**
 * The seed as the database thread gets it: shared bytes as they are (no copy); other bytes as
 * exactly their own, since a view into a larger buffer (a dump inside a backup file) would take
 * the whole buffer across to the thread.
 */
function seedForThread(seed: Uint8Array): Uint8Array {
  const whole = seed.byteOffset === 0 && seed.byteLength === seed.buffer.byteLength;
  return seed.buffer instanceof SharedArrayBuffer || whole ? seed : seed.slice();
}

/**
 * The embedded database, unmigrated, in its own thread (pglite-worker.ts, issue 33): on disk
 * through the NODEFS with a real fsync, durable unless `durable` is false (decision O2); in memory
 * for `memory://`.
 */
export async function openPglite(
  options: Pick<DatabaseOptions, 'dataDir' | 'dataDirSeed' | 'durable' | 'onFsync'>,
  start?: Parameters<typeof openPgliteThread>[2],
): Promise<EmbeddedDatabase> {
  const onDisk = !options.dataDir.startsWith('memory://');
  return openPgliteThread(
    {
      dataDir: options.dataDir,
      durable: onDisk && (options.durable ?? true),
      reportFsyncs: options.onFsync !== undefined,
      ...(options.dataDirSeed ? { dataDirSeed: seedForThread(options.dataDirSeed) } : {}),
    },
    options.onFsync,
    start,
  );
}

/** Opens the database the configuration names and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  let dialect: PostgresDialect;
  let kind: OpenDatabase['kind'];
  let lock: DataDirLock | undefined;
  let pglite: EmbeddedDatabase | undefined;
  if (options.databaseUrl) {
    kind = 'postgres';
    dialect = new PostgresDialect({
      pool: timedPool(await postgresPool(options.databaseUrl, options.schema), options.observe),
    });
  } else {
    kind = 'pglite';
    const onDisk = !options.dataDir.startsWith('memory://');
    if (onDisk && options.dataDirSeed)
      throw new Error('a data directory seed is for memory:// only');
    if (onDisk) makePrivateDataDir(options.dataDir);
    // One server per data directory: a second one would corrupt it (decision O1).
    lock = onDisk ? lockDataDir(options.dataDir) : undefined;
    try {
      pglite = await openPglite(options);
      dialect = new PostgresDialect({ pool: timedPool(pglitePool(pglite), options.observe) });
    } catch (error) {
      lock?.release();
      throw error;
    }
    // PGlite writes with the process umask; the 0700 directory already shuts others out.
    if (onDisk) tighten(options.dataDir);
  }
  const observe = options.observe;
  const db = new Kysely<Database>({
    dialect,
    log: (event) => {
      observe?.query(event.queryDurationMillis / MS_PER_S);
      tallyQuery(event.queryDurationMillis);
    },
  });
  const close = async () => {
    try {
      await db.destroy();
    } finally {
      lock?.release();
    }
  };
  try {
    const migrations = await migrateToLatest(
      db as unknown as Kysely<unknown>,
      kind === 'postgres' ? options.schema : undefined,
    );
    return { db, kind, migrations, ...(pglite ? { pglite } : {}), close };
  } catch (error) {
    await close();
    throw error;
  }
}
