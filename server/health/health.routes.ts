import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context.ts';

export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * Liveness (the process answers) and readiness (the database answers). Readiness also reports the
 * last integrity check of signatures and audit chains (`integrity`): a broken record does not make
 * the server unready (it still serves the clinic), it is reported here and in the log.
 */
export function healthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    // The public keys that verify Praxis tokens, by kid (decision H14): the current and retired ones.
    app.get(JWKS_PATH, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ctx.keys.jwks;
    });
    app.get('/readyz', async (request, reply) => {
      try {
        await sql`select 1`.execute(ctx.db);
        return { status: 'ready', integrity: ctx.integrity.current() };
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        return reply.code(503).send({ message: 'The database is not reachable.' });
      }
    });
  };
}
