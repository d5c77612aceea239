import type { Kysely } from 'kysely';
import type { BackupAudio } from './audio-port.ts';
import { openDatabase, type OpenDatabase } from '../database.ts';
import { knownMigrationNames } from '../migrations.ts';
import { writeRecordingAudio } from './audio-copy.ts';
import { BackupRefused, DATABASE_ENTRY, unpackBackup } from './backup-format.ts';
import { copyClinic, type CopyReport } from './copy-to-postgres.ts';

/** Where an embedded clinic is read from: its data directory (server stopped) or a backup file. */
export type MigrationSource = { dataDir: string } | { backupFile: Uint8Array };

/**
 * `npm run migrate-to-postgres`: opens the embedded clinic (migrated to this version, as a start
 * would), migrates the empty PostgreSQL with the server's own migrations, copies every row and
 * sequence, verifies counts and signatures, and copies the audio (from the data directory's store,
 * or the backup's entries) into the target store.
 */
export async function migrateToPostgres(options: {
  from: MigrationSource;
  to: { databaseUrl: string; schema?: string };
  audioFrom: BackupAudio;
  /** null: the target uses the same store as the source (nothing to copy). */
  audioTo: BackupAudio | null;
  progress?: (line: string) => void;
}): Promise<CopyReport> {
  const progress = options.progress ?? (() => {});
  let backupAudio: Record<string, Uint8Array> | undefined;
  let source: OpenDatabase;
  if ('backupFile' in options.from) {
    const { manifest, entries } = unpackBackup(options.from.backupFile, knownMigrationNames);
    if (manifest.database !== 'pglite') {
      throw new BackupRefused(
        'This backup is of a PostgreSQL database already: restore it with npm run restore.',
      );
    }
    progress(`source: the backup of ${manifest.createdAt}`);
    const dump = entries[DATABASE_ENTRY.pglite] as Uint8Array;
    source = await openDatabase({
      dataDir: 'memory://',
      dataDirSeed: dump,
    });
    backupAudio = entries;
  } else {
    progress(`source: the data directory ${options.from.dataDir}`);
    source = await openDatabase({ dataDir: options.from.dataDir });
  }
  try {
    const target = await openDatabase({
      databaseUrl: options.to.databaseUrl,
      dataDir: 'memory://',
      ...(options.to.schema ? { schema: options.to.schema } : {}),
    });
    progress(`target: PostgreSQL migrated (${target.migrations.length} migrations applied now)`);
    try {
      const report = await copyClinic({
        source: source.db as unknown as Kysely<unknown>,
        target: target.db as unknown as Kysely<unknown>,
        audioFrom: options.audioFrom,
        // A backup's audio is in the file: written below instead of read from a store.
        audioTo: backupAudio ? null : options.audioTo,
        progress,
      });
      if (backupAudio && options.audioTo) {
        report.audioChunks = await writeRecordingAudio(options.audioTo, backupAudio, progress);
        progress(`audio: ${report.audioChunks} chunks copied`);
      }
      return report;
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
