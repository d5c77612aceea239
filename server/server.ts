import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { loadSigningKeys } from './auth/keys.ts';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { AppContext, ResetMailer } from './context.ts';
import { openDatabase } from './db/database.ts';
import { syncShippedKnowledge } from './knowledge/knowledge-sync.ts';
import { createMailTransport } from './mail/mail-transport.ts';
import { resetMailer } from './mail/reset-mail.ts';
import type { OpenDatabase } from './db/database.ts';
import { offlineDraftingProvider } from './drafting/offline-provider.ts';
import { createOpenAiCompatibleProvider } from './drafting/openai-compatible/openai-compatible-provider.ts';
import type { AudioStore } from './speech/audio/audio-store.ts';
import { audioStoreFor } from './speech/audio/audio-store-choice.ts';
import { scheduleTranscriptPurge } from './speech/transcript-retention.ts';
import { tenantDb } from './db/tenant-db.ts';
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
}

/** SMTP when configured, else the outbox beside the embedded database (kept in memory with it). */
function defaultMailer(config: ServerConfig, log: (line: string) => void): ResetMailer {
  const inMemory = config.dataDir.startsWith('memory://');
  const transport = createMailTransport({
    ...config.mail,
    outboxDir: inMemory ? 'memory://' : config.mail.outboxDir,
  });
  return resetMailer(transport, { ttlS: config.resetTokenTtlS, log });
}

/** Opens the database (migrating it), loads the signing key, and listens. */
export async function startServer(
  config: ServerConfig,
  options: StartOptions = {},
): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    dataDirSeed: config.dataDirSeed,
    schema: config.databaseSchema,
  });
  const keys = await loadSigningKeys({
    pem: config.signingKeyPem,
    previousPems: config.previousSigningKeysPem,
    dataDir: config.dataDir,
  });
  let app: FastifyInstance | undefined;
  const ctx: AppContext = {
    db: database.db,
    config,
    clock: options.clock ?? systemClock,
    keys,
    mailer: options.mailer ?? defaultMailer(config, (line) => app?.log.info(line)),
    audio: options.audio ?? audioStoreFor(config.speech),
    transcription: transcriptionFrom(config.speech.transcription),
    drafting: {
      offline: offlineDraftingProvider,
      external: config.drafting ? createOpenAiCompatibleProvider(config.drafting) : null,
    },
  };
  try {
    await syncShippedKnowledge(ctx);
    app = await buildApp(ctx, options.logger ?? false);
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
    const purge = scheduleTranscriptPurge({
      clinics: async () =>
        (await ctx.db.selectFrom('tenants').select('id').execute()).map((row) =>
          tenantDb(ctx.db, row.id),
        ),
      audio: ctx.audio,
      clock: ctx.clock,
      onError: (error) => running.log.error({ err: error }, 'transcript purge failed'),
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
        await purge.stop();
        await running.close();
        await database.close();
      },
    };
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}
