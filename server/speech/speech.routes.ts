import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Speech entry (issue 11, CLINICAL.md decision 5): a session's recordings and transcripts. */
export function speechRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
