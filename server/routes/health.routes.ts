import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context.ts';

/** Liveness (the process answers) and readiness (the database answers). */
export function healthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async (request, reply) => {
      try {
        await sql`select 1`.execute(ctx.db);
        return { status: 'ready' };
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        return reply.code(503).send({ message: 'The database is not reachable.' });
      }
    });
  };
}
