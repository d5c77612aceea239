import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../../config.ts';
import { audioStoreFor } from '../../speech/audio/audio-store-choice.ts';
import type { Database } from '../schema.ts';
import { readAdminToken } from './admin-token.ts';
import { BACKUP_ENDPOINT } from './backup-config.ts';
import { createBackup } from './create-backup.ts';

/**
 * What `npm run backup` does. On PostgreSQL it takes the backup itself (pg_dump on PATH, the
 * audio store the configuration names). On the embedded database it asks the running server,
 * which alone may open its data directory: loopback, with the token the server wrote there.
 */
export async function takeBackup(
  config: ServerConfig,
  progress: (line: string) => void,
  now: () => Date = () => new Date(),
): Promise<Uint8Array> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 2,
      ...(config.databaseSchema
        ? { options: `-c search_path=${config.databaseSchema},public` }
        : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      const { file } = await createBackup(
        {
          db,
          kind: 'postgres',
          databaseUrl: config.databaseUrl,
          ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
          audio: audioStoreFor(config.speech),
        },
        { now: now(), progress },
      );
      return file;
    } finally {
      await db.destroy();
    }
  }
  let token: string;
  try {
    token = readAdminToken(config.dataDir);
  } catch {
    throw new Error(
      `No running Praxis server's token in ${config.dataDir}: start the server (npm start) with the same PRAXIS_DATA_DIR, then run the backup.`,
    );
  }
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}${BACKUP_ENDPOINT}`;
  progress(`asking the server at ${host}:${config.port} for a snapshot`);
  let reply: Response;
  try {
    reply = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  } catch {
    throw new Error(
      `The Praxis server at ${host}:${config.port} did not answer: is it running (same PORT and HOST)?`,
    );
  }
  if (reply.status !== 200) {
    throw new Error(
      `The server refused the backup (HTTP ${reply.status}): was it restarted since? Its token changes at every start.`,
    );
  }
  return new Uint8Array(await reply.arrayBuffer());
}
