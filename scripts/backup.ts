// `npm run backup [-- --out FILE]`: a consistent backup of the running clinic (database and
// audio) to one ZIP with a manifest; by default into PRAXIS_BACKUP_DIR (`.data/backups`).
// Embedded database: the running server takes it. PostgreSQL (DATABASE_URL): pg_dump on PATH,
// at least the server's major version. Exit 1 with a message on stderr when it cannot.
import { writeFile } from 'node:fs/promises';
import { loadConfig } from '../server/config.ts';
import { knownMigrationNames } from '../server/db/migrations.ts';
import { takeBackup } from '../server/db/backup/backup-command.ts';
import { unpackBackup } from '../server/db/backup/backup-format.ts';
import { writeBackupFile } from '../server/db/backup/backup-schedule.ts';

const USAGE = 'usage: npm run backup [-- --out FILE]';
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
if (
  (outAt >= 0 && !out) ||
  args.some((arg, i) => arg.startsWith('--') && arg !== '--out' && i !== outAt + 1)
) {
  process.stderr.write(`backup: unknown arguments\n${USAGE}\n`);
  process.exit(2);
}

const progress = (line: string) => process.stdout.write(`backup: ${line}\n`);
try {
  const config = loadConfig();
  const now = new Date();
  const file = await takeBackup(config, progress, () => now);
  // Read back what was received: a file written here always passes restore's checks.
  const { manifest } = unpackBackup(file, knownMigrationNames);
  let path: string;
  if (out) {
    await writeFile(out, file, { mode: 0o600 });
    path = out;
  } else {
    path = await writeBackupFile(config.backup.dir, now, file);
  }
  const rows = Object.values(manifest.counts).reduce((sum, n) => sum + n, 0);
  progress(
    `${Object.keys(manifest.counts).length} tables, ${rows} rows, ${manifest.audio.chunks} audio chunks`,
  );
  process.stdout.write(`backup: written to ${path} (${file.byteLength} bytes)\n`);
} catch (error) {
  process.stderr.write(`backup: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
