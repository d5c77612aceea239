import type { EmbeddedDatabase } from '../pglite-thread.ts';
import { sql, type Kysely } from 'kysely';
import type { BackupAudio } from './audio-port.ts';
import type { Database } from '../schema.ts';
import { readRecordingAudio, type RecordingRef } from './audio-copy.ts';
import { DATABASE_ENTRY, packBackup, type BackupManifest } from './backup-format.ts';
import { checkToolVersion, connectionForTools, runTool } from './pg-tools.ts';
import { PRAXIS_VERSION } from './praxis-version.ts';
import { appliedMigrations, countRows, tablesInOrder } from './table-catalog.ts';

/** What a backup is taken from: the server's open database (and for PGlite, the instance itself). */
export interface BackupSource {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The embedded database: its data directory is dumped while no query runs. */
  pglite?: EmbeddedDatabase;
  /** PostgreSQL: where `pg_dump` connects, and the schema to dump when not `public`. */
  databaseUrl?: string;
  schema?: string;
  audio: BackupAudio;
}

interface DatabaseSnapshot {
  bytes: Uint8Array;
  counts: Record<string, number>;
  migrations: string[];
  recordings: RecordingRef[];
  pgDumpVersion?: string;
}

async function describe(db: Kysely<unknown>) {
  const tables = await tablesInOrder(db);
  const counts = await countRows(
    db,
    tables.map((table) => table.name),
  );
  const migrations = await appliedMigrations(db);
  const recordings = await sql<RecordingRef>`
    SELECT tenant_id, id FROM recordings ORDER BY tenant_id, id`.execute(db);
  return { counts, migrations, recordings: recordings.rows };
}

/**
 * PGlite is one connection: holding it, no other request's statement runs, so the row counts and
 * the data directory (checkpointed, then dumped) are the same instant.
 */
async function embeddedSnapshot(source: BackupSource): Promise<DatabaseSnapshot> {
  const pglite = source.pglite;
  if (!pglite) throw new Error('an embedded backup needs the PGlite instance');
  return source.db.connection().execute(async (connection) => {
    const db = connection as unknown as Kysely<unknown>;
    await sql`CHECKPOINT`.execute(db);
    const described = await describe(db);
    const dump = await pglite.dumpDataDir('gzip');
    return { ...described, bytes: new Uint8Array(await dump.arrayBuffer()) };
  });
}

/**
 * PostgreSQL: one REPEATABLE READ transaction exports its snapshot; the counts are read in it and
 * `pg_dump --snapshot` dumps exactly that state (custom format) while the transaction is open.
 */
async function postgresSnapshot(source: BackupSource): Promise<DatabaseSnapshot> {
  if (!source.databaseUrl) throw new Error('a PostgreSQL backup needs the database URL');
  const { dbname, env } = connectionForTools(source.databaseUrl);
  const versionNum = await sql<{
    v: string;
  }>`SELECT current_setting('server_version_num') AS v`.execute(source.db);
  const pgDumpVersion = await checkToolVersion('pg_dump', Number(versionNum.rows[0]?.v ?? 0));
  return source.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const db = trx as unknown as Kysely<unknown>;
      const exported = await sql<{ id: string }>`SELECT pg_export_snapshot() AS id`.execute(db);
      const described = await describe(db);
      const bytes = await runTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${exported.rows[0]?.id ?? ''}`,
          ...(source.schema ? [`--schema=${source.schema}`] : []),
          `--dbname=${dbname}`,
        ],
        env,
      );
      return { ...described, bytes, pgDumpVersion };
    });
}

/**
 * A consistent backup of a running server: the database at one instant, then the audio of every
 * recording that instant knows. `progress` hears what is done (tables, rows, audio).
 */
export async function createBackup(
  source: BackupSource,
  options: { now: Date; progress?: (line: string) => void },
): Promise<{
  file: Uint8Array;
  manifest: Omit<BackupManifest, 'sha256' | 'format' | 'formatVersion'>;
}> {
  const progress = options.progress ?? (() => {});
  progress(`database: taking a snapshot (${source.kind})`);
  const snapshot =
    source.kind === 'pglite' ? await embeddedSnapshot(source) : await postgresSnapshot(source);
  const rows = Object.values(snapshot.counts).reduce((sum, n) => sum + n, 0);
  progress(`database: ${Object.keys(snapshot.counts).length} tables, ${rows} rows`);
  const audio = await readRecordingAudio(source.audio, snapshot.recordings, progress);
  progress(`audio: ${audio.recordings} recordings, ${audio.chunks} chunks`);
  const manifest = {
    praxisVersion: PRAXIS_VERSION,
    createdAt: options.now.toISOString(),
    database: source.kind,
    migrations: snapshot.migrations,
    counts: snapshot.counts,
    audio: { recordings: audio.recordings, chunks: audio.chunks, bytes: audio.bytes },
    ...(snapshot.pgDumpVersion ? { pgDumpVersion: snapshot.pgDumpVersion } : {}),
  };
  const file = packBackup(manifest, {
    [DATABASE_ENTRY[source.kind]]: snapshot.bytes,
    ...audio.entries,
  });
  return { file, manifest };
}
