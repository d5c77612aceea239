import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The database statements one request has run so far, and their summed run time. */
export interface QueryTally {
  queries: number;
  ms: number;
}

const current = new AsyncLocalStorage<QueryTally>();
const tallies = new WeakMap<FastifyRequest, QueryTally>();

/** Counts one statement against the request it runs for (none outside a request: a task, a job). */
export function tallyQuery(ms: number): void {
  const tally = current.getStore();
  if (!tally) return;
  tally.queries += 1;
  tally.ms += ms;
}

/** What `request` has run so far; null before its body was read (or for a refused body). */
export const queryTallyOf = (request: FastifyRequest): QueryTally | null =>
  tallies.get(request) ?? null;

/**
 * Opens a tally for each request (issue 35: the queries a request costs, on its log line). It
 * starts once the body is read (preValidation): a body arrives by stream events, outside the
 * request's async context, so an earlier start would lose the context for POST handlers. Every
 * query of the sign-in check (preHandler) and of the handler is counted.
 */
export function useQueryTally(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const tally: QueryTally = { queries: 0, ms: 0 };
    tallies.set(request, tally);
    current.run(tally, done);
  });
}
