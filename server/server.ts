import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { loadSigningKeys } from './auth/keys.ts';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { AppContext, ResetMailer } from './context.ts';
import { openDatabase } from './db/database.ts';
import { syncShippedKnowledge } from './knowledge/knowledge-sync.ts';
import { createMailTransport, type MailTransport } from './mail/mail-transport.ts';
import { scheduleReminders } from './reminders/reminder-schedule.ts';
import { resetMailer } from './mail/reset-mail.ts';
import type { OpenDatabase } from './db/database.ts';
import { offlineDraftingProvider } from './drafting/offline-provider.ts';
import { createOpenAiCompatibleProvider } from './drafting/openai-compatible/openai-compatible-provider.ts';
import type { AudioStore } from './speech/audio/audio-store.ts';
import { dataDiskOf } from './health/health.routes.ts';
import { statfsFreeSpace, type FreeSpace } from './ops/free-space.ts';
import { createMetrics } from './ops/metrics.ts';
import { audioStoreFor } from './speech/audio/audio-store-choice.ts';
import { scheduleTranscriptPurge } from './speech/transcript-retention.ts';
import { AUDIO_PURGE_INTERVAL_MS, scheduleAudioPurge } from './speech/audio-purge-schedule.ts';
import { claimJobLease } from './db/job-lease.ts';
import { keepTableStatistics } from './db/table-statistics.ts';
import { tenantDb } from './db/tenant-db.ts';
import { integrityWatch } from './db/integrity/integrity-watch.ts';
import { verifyIntegrity } from './db/integrity/verify-integrity.ts';
import { writeAdminToken } from './db/backup/admin-token.ts';
import { backupRoutes } from './db/backup/backup.routes.ts';
import { scheduleBackups } from './db/backup/backup-schedule.ts';
import { createBackup, type BackupSource } from './db/backup/create-backup.ts';
import { transcriptionFrom } from './speech/transcription/openai-transcription.ts';

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  database: OpenDatabase;
  url: string;
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  clock?: Clock;
  mailer?: ResetMailer;
  logger?: FastifyServerOptions['logger'];
  /** Runs after migrations, before the port opens (e.g. seeding the demo clinic). */
  beforeListen?: (ctx: AppContext) => Promise<void>;
  /** Where audio is kept; default: the bucket when configured, else `config.speech.audioDir`. */
  audio?: AudioStore;
  /** Free space on a path (tests fill the disk by answering little); default: statfs. */
  freeSpace?: FreeSpace;
  /** Where session reminders go; default: SMTP when configured, else the outbox. */
  mailTransport?: MailTransport;
}

/** SMTP when configured, else the outbox beside the embedded database (kept in memory with it). */
function defaultTransport(config: ServerConfig): MailTransport {
  const inMemory = config.dataDir.startsWith('memory://');
  return createMailTransport({
    ...config.mail,
    outboxDir: inMemory ? 'memory://' : config.mail.outboxDir,
  });
}

/** The address in `Name <address>` (the configured sender), or the whole value. */
const addressIn = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** Opens the database (migrating it), loads the signing key, and listens. */
export async function startServer(
  config: ServerConfig,
  options: StartOptions = {},
): Promise<RunningServer> {
  const freeSpace = options.freeSpace ?? statfsFreeSpace;
  const metrics = createMetrics({ path: dataDiskOf(config.dataDir), freeSpace });
  const database = await openDatabase({
    observe: metrics,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    dataDirSeed: config.dataDirSeed,
    schema: config.databaseSchema,
    durable: config.databaseFsync,
  }).catch((error: unknown) => {
    metrics.stop();
    throw error;
  });
  const keys = await loadSigningKeys({
    pem: config.signingKeyPem,
    previousPems: config.previousSigningKeysPem,
    dataDir: config.dataDir,
  });
  let app: FastifyInstance | undefined;
  const clock = options.clock ?? systemClock;
  const transport = options.mailTransport ?? defaultTransport(config);
  // Every signature and audit chain, re-checked once the port is open and then daily (issue 31).
  const integrity = integrityWatch({
    check: () => verifyIntegrity(database.db, clock()),
    now: clock,
    log: {
      info: (line) => app?.log.info(line),
      error: (fields, line) => app?.log.error(fields, line),
    },
  });
  const ctx: AppContext = {
    db: database.db,
    config,
    clock,
    keys,
    mailer:
      options.mailer ??
      resetMailer(transport, { ttlS: config.resetTokenTtlS, log: (line) => app?.log.info(line) }),
    audio: options.audio ?? audioStoreFor(config.speech),
    transcription: transcriptionFrom(config.speech.transcription),
    drafting: {
      offline: offlineDraftingProvider,
      external: config.drafting ? createOpenAiCompatibleProvider(config.drafting) : null,
    },
    integrity,
  };
  try {
    await syncShippedKnowledge(ctx);
    app = await buildApp(ctx, options.logger ?? false, { freeSpace, metrics });
    const backupSource: BackupSource = {
      db: database.db,
      kind: database.kind,
      ...(database.pglite ? { pglite: database.pglite } : {}),
      ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
      ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
      audio: ctx.audio,
    };
    // `npm run backup` asks this server (loopback, the token in the data directory).
    if (!config.dataDir.startsWith('memory://')) {
      await app.register(
        backupRoutes({
          source: backupSource,
          token: writeAdminToken(config.dataDir),
          now: ctx.clock,
        }),
      );
    }
    await options.beforeListen?.(ctx);
    const url = await app.listen({ port: config.port, host: config.host });
    const running = app;
    // Transcript retention (issue 11): at start, then hourly, every clinic's.
    const clinics = async () =>
      (await ctx.db.selectFrom('tenants').select('id').execute()).map((row) =>
        tenantDb(ctx.db, row.id),
      );
    const purge = scheduleTranscriptPurge({
      clinics,
      audio: ctx.audio,
      clock: ctx.clock,
      onError: (error) => running.log.error({ err: error }, 'transcript purge failed'),
    });
    integrity.start();
    // The embedded database's planner statistics (issue 35): PGlite has no autovacuum.
    const statistics =
      database.kind === 'pglite'
        ? keepTableStatistics(database.db, (error) =>
            running.log.error({ err: error }, 'table statistics update failed'),
          )
        : null;
    // Audio retention (issue 31): hourly, by the one instance holding the job's lease.
    const holder = randomUUID();
    const audioPurge = scheduleAudioPurge({
      claim: () =>
        claimJobLease(ctx.db, {
          name: 'audio-purge',
          holder,
          now: ctx.clock(),
          leaseMs: AUDIO_PURGE_INTERVAL_MS,
        }),
      clinics,
      audio: ctx.audio,
      clock: ctx.clock,
      onError: (error) => running.log.error({ err: error }, 'audio purge failed'),
    });
    // Session reminders (issue 32): every instance runs them; claims in the database pick the sender.
    const reminders = scheduleReminders({
      everyMs: config.reminderEveryMs,
      clinics,
      worker: { id: holder, send: transport, organizerEmail: addressIn(config.mail.from) },
      clock: ctx.clock,
      onRun: (run) => {
        metrics.reminders(run);
        if (run.sent + run.failed > 0) {
          running.log.info(`reminders: ${run.sent} sent, ${run.failed} refused by the transport`);
        }
      },
      onError: (error) => running.log.error({ err: error }, 'reminder run failed'),
    });
    const backups = scheduleBackups({
      config: config.backup,
      take: async (at) => (await createBackup(backupSource, { now: at })).file,
      now: ctx.clock,
      onDone: (path, deleted) =>
        running.log.info(`scheduled backup written to ${path}; ${deleted.length} older deleted`),
      onError: (error) => running.log.error({ err: error }, 'scheduled backup failed'),
    });
    return {
      app,
      ctx,
      database,
      url,
      async close() {
        await backups.stop();
        await reminders.stop();
        await purge.stop();
        await integrity.stop();
        await statistics?.stop();
        await audioPurge.stop();
        await running.close();
        await database.close();
        metrics.stop();
      },
    };
  } catch (error) {
    await app?.close();
    await database.close();
    metrics.stop();
    throw error;
  }
}
