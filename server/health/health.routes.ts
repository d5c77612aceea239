import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { MB, statfsFreeSpace, type FreeSpace } from '../ops/free-space.ts';
import { storageFailureOf } from '../ops/storage-failure.ts';

export const JWKS_PATH = '/.well-known/jwks.json';
const PROBE_ROW = 1;

/** The disk the server writes to: the data directory's (its nearest existing ancestor). */
export function dataDiskOf(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return process.cwd();
  let path = dataDir;
  while (!existsSync(path) && dirname(path) !== path) path = dirname(path);
  return path;
}

/**
 * Liveness (the process answers) and readiness: the database answers and can write (it rewrites
 * one row), and the data disk has at least `PRAXIS_MIN_FREE_DISK_MB` free (decision O4).
 * Readiness also reports the last integrity check of signatures and audit chains (`integrity`): a
 * broken record does not make the server unready (it still serves the clinic), it is reported
 * here and in the log.
 */
export function healthRoutes(ctx: AppContext, freeSpace: FreeSpace = statfsFreeSpace) {
  const floor = ctx.config.ops.minFreeDiskBytes;
  return async (app: FastifyInstance) => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    // The public keys that verify Praxis tokens, by kid (decision H14): the current and retired ones.
    app.get(JWKS_PATH, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ctx.keys.jwks;
    });
    app.get('/readyz', async (request, reply) => {
      try {
        const now = ctx.clock();
        await ctx.db
          .insertInto('readiness_probe')
          .values({ id: PROBE_ROW, checked_at: now })
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: now }))
          .execute();
      } catch (error) {
        const storage = storageFailureOf(error);
        if (storage) {
          request.log.error(
            { storage: storage.failure, code: storage.code },
            `not ready: the database cannot write (${storage.failure}, ${storage.code})`,
          );
          return reply
            .code(503)
            .send({ message: `The database cannot write: ${storage.failure}.` });
        }
        request.log.error({ err: error }, 'not ready: database not reachable');
        return reply.code(503).send({ message: 'The database is not reachable.' });
      }
      const free = await freeSpace(dataDiskOf(ctx.config.dataDir)).catch(() => null);
      if (free !== null && free < floor) {
        const message = `Free space on the data disk is low: ${Math.floor(free / MB)} MB left, below ${Math.floor(floor / MB)} MB (PRAXIS_MIN_FREE_DISK_MB).`;
        request.log.error({ freeBytes: free }, `not ready: ${message}`);
        return reply.code(503).send({ message });
      }
      return { status: 'ready', integrity: ctx.integrity.current() };
    });
  };
}
