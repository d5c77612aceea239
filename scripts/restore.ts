// `npm run restore -- FILE`: restores a Praxis backup into an EMPTY target: the data directory
// PRAXIS_DATA_DIR (embedded backups), or the database DATABASE_URL (PostgreSQL backups, with
// pg_restore on PATH), and the audio into the configured store. Refuses (exit 2) a damaged,
// incomplete or newer-version file and a target that holds anything; prints progress.
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../server/config.ts';
import { BackupRefused } from '../server/db/backup/backup-format.ts';
import { restoreBackup } from '../server/db/backup/restore-backup.ts';
import { audioStoreFor } from '../server/speech/audio/audio-store-choice.ts';

const USAGE = 'usage: npm run restore -- FILE';
const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (files.length !== 1 || process.argv.slice(2).length !== 1) {
  process.stderr.write(`restore: name one backup file\n${USAGE}\n`);
  process.exit(2);
}

const progress = (line: string) => process.stdout.write(`restore: ${line}\n`);
try {
  const config = loadConfig();
  const file = new Uint8Array(await readFile(files[0] as string));
  const target = config.databaseUrl
    ? {
        kind: 'postgres' as const,
        databaseUrl: config.databaseUrl,
        ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
      }
    : { kind: 'pglite' as const, dataDir: config.dataDir };
  const report = await restoreBackup(file, target, audioStoreFor(config.speech), progress);
  progress(
    `done: the backup of ${report.manifest.createdAt} is restored; start the server (npm start) on it`,
  );
} catch (error) {
  process.stderr.write(`restore: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(error instanceof BackupRefused ? 2 : 1);
}
