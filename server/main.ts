import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadConfig, type ServerConfig } from './config.ts';
import { demoAccountLines, seedDemo } from './seed/seed.ts';
import { explainStartupFailure, StartupRefusal } from './ops/startup-failure.ts';
import { statfsFreeSpace } from './ops/free-space.ts';
import { stopWithin } from './ops/graceful-stop.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * `tsx server/main.ts`: the Praxis server with its configuration from the environment.
 * stdout carries JSON log lines only; the human banner (address, demo accounts) goes to stderr.
 */
// Everything the server writes (database files, signing key, mail outbox) is its user's alone.
process.umask(0o077);
const banner = (lines: string[]) => process.stderr.write(`${lines.join('\n')}\n`);

/** A disk already below the free-space floor is refused before anything is written to it. */
async function checkFreeSpace(config: ServerConfig) {
  if (config.databaseUrl || config.dataDir.startsWith('memory://')) return;
  const parent = dirname(config.dataDir);
  mkdirSync(parent, { recursive: true });
  const free = await statfsFreeSpace(parent);
  if (free < config.ops.minFreeDiskBytes) {
    const mb = (bytes: number) => Math.floor(bytes / 1024 / 1024);
    throw new StartupRefusal(
      `the disk holding ${config.dataDir} has ${mb(free)} MB free, less than PRAXIS_MIN_FREE_DISK_MB (${mb(config.ops.minFreeDiskBytes)} MB). Free some space and start again.`,
    );
  }
}

let config: ServerConfig;
let server: RunningServer;
const seed = process.env.PRAXIS_SEED_DEMO !== 'false';
try {
  config = loadConfig();
  await checkFreeSpace(config);
  server = await startServer(config, {
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    beforeListen: async (ctx) => {
      if (seed) await seedDemo(ctx.db, ctx.clock());
    },
  });
} catch (error) {
  banner([explainStartupFailure(error)]);
  process.exit(1);
}

const log = server.app.log;
const durable = server.database.kind === 'postgres' || config.databaseFsync;
const where = server.database.kind === 'pglite' ? config.dataDir : 'PostgreSQL (DATABASE_URL)';
const shown = `${server.url.replace('127.0.0.1', 'localhost')}/`;
// Scripts wait for "running at <url> " on stdout (the address is followed by a space).
log.info(
  { url: shown, database: server.database.kind, dataDir: where, fsync: durable },
  `Praxis is running at ${shown} (database: ${server.database.kind})`,
);
if (!durable) {
  log.warn(
    'PRAXIS_DATABASE_FSYNC=off: commits are not flushed to the disk; a power cut can lose the last ones',
  );
}
const lines = [`\nPraxis is running at ${shown}`, `Database: ${server.database.kind} at ${where}`];
if (seed) lines.push('Demo sign-in (e-mail, password, roles):', ...demoAccountLines());
if (!config.mail.smtpUrl && server.database.kind === 'pglite') {
  lines.push(`Mail (reset links) is kept in ${config.mail.outboxDir}: no PRAXIS_SMTP_URL set.`);
}
banner([...lines, '']);

let closing = false;
async function shutdown(reason: string) {
  if (closing) return;
  closing = true;
  log.info({ reason }, 'stopping: finishing in-flight requests, then closing the database');
  try {
    await stopWithin(server.app.server, () => server.close(), {
      deadlineMs: config.ops.shutdownDeadlineMs,
      onCut: () => log.warn('stop deadline near: cutting the requests still open'),
      onDeadline: () => {
        log.error('stop deadline passed: exiting without a clean database close');
        process.exit(1);
      },
    });
    log.info('stopped');
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'stop failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// Started by `npm start` (scripts/start.mjs) over an IPC channel: if that process goes away
// however it ends, the server stops too instead of keeping the database open.
if (process.send) process.on('disconnect', () => void shutdown('parent exited'));
