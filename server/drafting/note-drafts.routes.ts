import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** AI drafting (issue 11, CLINICAL.md decision 4): a session's note drafted on the server. */
export function noteDraftRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
