import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../http/http-error.ts';
import { sameToken } from './admin-token.ts';
import { BACKUP_ENDPOINT } from './backup-config.ts';
import { createBackup, type BackupSource } from './create-backup.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `POST /backend/admin/backup`: the running server takes a consistent backup and answers it as
 * the ZIP. Only from this machine (the socket's own peer, never X-Forwarded-For) and only with
 * the administration token the server wrote to its data directory; anyone else gets a 404.
 */
export function backupRoutes(options: { source: BackupSource; token: string; now: () => Date }) {
  return async (app: FastifyInstance) => {
    app.post(BACKUP_ENDPOINT, async (request, reply) => {
      const peer = request.socket.remoteAddress ?? '';
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!LOOPBACK.has(peer) || !sameToken(bearer, options.token)) {
        return reply.code(404).send({ message: MESSAGES.notFound });
      }
      const started = Date.now();
      const { file, manifest } = await createBackup(options.source, { now: options.now() });
      const rows = Object.values(manifest.counts).reduce((sum, n) => sum + n, 0);
      request.log.info(
        `backup taken: ${file.byteLength} bytes, ${rows} rows, ${manifest.audio.chunks} audio chunks, ${Date.now() - started} ms`,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'no-store')
        .send(Buffer.from(file));
    });
  };
}
