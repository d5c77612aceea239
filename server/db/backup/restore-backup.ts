import { existsSync, readdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { BackupAudio } from './audio-port.ts';
import { openPglite } from '../database.ts';
import { describeBroken } from '../integrity/integrity-report.ts';
import { verifySignatures, type SignatureReport } from '../integrity/verify-integrity.ts';
import { knownMigrationNames } from '../migrations.ts';
import { pglitePool } from '../pglite-pool.ts';
import { makePrivateDataDir, tighten } from '../private-data-dir.ts';
import type { Database } from '../schema.ts';
import { writeRecordingAudio } from './audio-copy.ts';
import {
  BackupRefused,
  DATABASE_ENTRY,
  unpackBackup,
  type BackupManifest,
} from './backup-format.ts';
import { checkToolVersion, connectionForTools, runTool } from './pg-tools.ts';
import { countRows } from './table-catalog.ts';

/** Where a backup goes: an empty PGlite data directory, or an empty PostgreSQL database (schema). */
export type RestoreTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; databaseUrl: string; schema?: string };

export interface RestoreReport {
  manifest: BackupManifest;
  counts: Record<string, number>;
  audioChunks: number;
  signatures: SignatureReport;
}

/** A restore that went in but does not match its manifest (rows or signatures): say so, loudly. */
export class RestoreMismatch extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreMismatch';
  }
}

function checkEmptyDataDir(dataDir: string) {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupRefused(
      `The data directory ${dataDir} is not empty: restore only into a new or empty directory (move the old one aside first).`,
    );
  }
}

async function restoreEmbedded(dataDir: string, dump: Uint8Array) {
  checkEmptyDataDir(dataDir);
  makePrivateDataDir(dataDir);
  // The server's own opener: the restored files are flushed to the disk as the server's are.
  const pglite = await openPglite({ dataDir, dataDirSeed: dump });
  tighten(dataDir);
  return new Kysely<unknown>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
}

async function restorePostgres(target: { databaseUrl: string; schema?: string }, dump: Uint8Array) {
  const pool = new pg.Pool({
    connectionString: target.databaseUrl,
    max: 2,
    ...(target.schema ? { options: `-c search_path=${target.schema},public` } : {}),
  });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  try {
    const tables = await sql<{ n: string }>`
      SELECT count(*) AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND s.nspname = ${target.schema ?? 'public'}`.execute(db);
    if (Number(tables.rows[0]?.n ?? 0) > 0) {
      throw new BackupRefused(
        `The database already has tables in schema ${target.schema ?? 'public'}: restore only into an empty database.`,
      );
    }
    const version = await sql<{
      v: string;
    }>`SELECT current_setting('server_version_num') AS v`.execute(db);
    await checkToolVersion('pg_restore', Number(version.rows[0]?.v ?? 0));
    // The dump names its schema; the extensions live in public, as the migrations put them.
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
    await sql`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public`.execute(db);
    const { dbname, env } = connectionForTools(target.databaseUrl);
    await runTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${dbname}`,
      ],
      env,
      dump,
    );
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/**
 * Restores a backup file: checks it whole (damaged, incomplete or newer-version files are refused
 * before anything is written), restores the database into an empty target and the audio into the
 * store, then compares every table's rows with the manifest and recomputes every signature.
 */
export async function restoreBackup(
  file: Uint8Array,
  target: RestoreTarget,
  audio: BackupAudio,
  progress: (line: string) => void = () => {},
): Promise<RestoreReport> {
  const { manifest, entries } = unpackBackup(file, knownMigrationNames);
  progress(
    `backup of ${manifest.createdAt} (Praxis ${manifest.praxisVersion}, ${manifest.database}): checked`,
  );
  if (manifest.database !== target.kind) {
    throw new BackupRefused(
      manifest.database === 'pglite'
        ? 'This is a backup of the embedded database: restore it into a data directory (unset DATABASE_URL), then use migrate-to-postgres.'
        : 'This is a PostgreSQL backup: restore it with DATABASE_URL set to an empty database.',
    );
  }
  const dump = entries[DATABASE_ENTRY[manifest.database]] as Uint8Array;
  if (target.kind === 'pglite') checkEmptyDataDir(target.dataDir);
  progress('database: restoring');
  const db =
    target.kind === 'pglite'
      ? await restoreEmbedded(target.dataDir, dump)
      : await restorePostgres(target, dump);
  try {
    const counts = await countRows(db, Object.keys(manifest.counts));
    const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
    progress(`database: ${Object.keys(counts).length} tables, ${rows} rows restored`);
    const differing = Object.keys(manifest.counts).filter(
      (table) => counts[table] !== manifest.counts[table],
    );
    if (differing.length > 0) {
      throw new RestoreMismatch(
        `Restored rows differ from the backup's manifest in: ${differing.join(', ')}.`,
      );
    }
    const signatures = await verifySignatures(db as Kysely<Database>);
    progress(
      `signatures: ${signatures.notes} notes, ${signatures.addenda} addenda, ${signatures.intakes} intakes verified`,
    );
    if (signatures.mismatches.length > 0) {
      throw new RestoreMismatch(
        `Signed records do not verify after the restore: ${signatures.mismatches.map(describeBroken).join('; ')}.`,
      );
    }
    const audioChunks = await writeRecordingAudio(audio, entries, progress);
    progress(`audio: ${audioChunks} chunks restored`);
    return { manifest, counts, audioChunks, signatures };
  } finally {
    await db.destroy();
  }
}
