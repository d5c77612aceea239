// `npm run migrate-to-postgres -- --to postgres://… [--schema NAME] [--from-backup FILE]
//   [--audio-to DIR]`: copies the embedded clinic (PRAXIS_DATA_DIR, with the server STOPPED; or a
// backup file, while it runs) into an EMPTY PostgreSQL: schema by the server's migrations, rows,
// sequences, then counts and signatures verified. Audio goes to the bucket PRAXIS_AUDIO_S3_* names,
// or to --audio-to DIR; with neither it stays where it is (PRAXIS_AUDIO_DIR). Prints progress.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { migrateToPostgres } from '../server/db/backup/migrate-command.ts';
import { audioStoreFor } from '../server/speech/audio/audio-store-choice.ts';
import { fileAudioStore } from '../server/speech/audio/file-audio-store.ts';

const USAGE =
  'usage: npm run migrate-to-postgres -- --to postgres://USER:PASSWORD@HOST/DB [--schema NAME] [--from-backup FILE] [--audio-to DIR]';
const OPTIONS = ['--to', '--schema', '--from-backup', '--audio-to'];

function fail(message: string, code = 2): never {
  process.stderr.write(`migrate-to-postgres: ${message}\n${code === 2 ? `${USAGE}\n` : ''}`);
  process.exit(code);
}

const args = process.argv.slice(2);
const given: Record<string, string> = {};
for (let i = 0; i < args.length; i += 2) {
  const name = args[i] ?? '';
  const value = args[i + 1];
  if (!OPTIONS.includes(name) || !value) fail(`unexpected argument ${name}`);
  given[name] = value;
}
const to = given['--to'];
if (!to || !/^postgres(ql)?:\/\//.test(to)) fail('--to must be a postgres:// connection string');

const progress = (line: string) => process.stdout.write(`migrate-to-postgres: ${line}\n`);
try {
  const config = loadConfig();
  const backup = given['--from-backup'];
  if (!backup) {
    // The embedded database has one owner: a running server would be corrupted by a second.
    const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
    const running = await fetch(`http://${host}:${config.port}/healthz`).then(
      () => true,
      () => false,
    );
    if (running) {
      fail(
        `a server answers on ${host}:${config.port}: stop it first, or copy from a backup (--from-backup FILE, npm run backup)`,
        1,
      );
    }
  }
  const audioFrom = fileAudioStore(config.speech.audioDir);
  const audioTo = config.speech.audioS3
    ? audioStoreFor(config.speech)
    : given['--audio-to']
      ? fileAudioStore(resolve(given['--audio-to']))
      : backup
        ? audioFrom
        : null;
  const report = await migrateToPostgres({
    from: backup
      ? { backupFile: new Uint8Array(await readFile(backup)) }
      : { dataDir: config.dataDir },
    to: { databaseUrl: to as string, ...(given['--schema'] ? { schema: given['--schema'] } : {}) },
    audioFrom,
    audioTo,
    progress,
  });
  const rows = Object.values(report.counts).reduce((sum, n) => sum + n, 0);
  progress(
    `done: ${Object.keys(report.counts).length} tables, ${rows} rows, ${report.audioChunks} audio chunks; counts and ${report.signatures.notes + report.signatures.addenda + report.signatures.intakes} signatures verified`,
  );
  progress(
    'start Praxis with DATABASE_URL set to this database; keep PRAXIS_DATA_DIR (its signing key) or set PRAXIS_SIGNING_KEY',
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error), 1);
}
