import { Writable } from 'node:stream';
import type { StartOptions } from '../server.ts';
import type { Reply } from './harness.ts';

/** What one request's log line says it ran (server/ops/request-queries.ts). */
export interface RequestQueries {
  queries: number;
  dbMs: number;
}

export interface QueryCounter {
  /** The logger option for `startTestServer`: request lines at info, kept by request id. */
  logger: NonNullable<StartOptions['logger']>;
  /** The queries the request behind `reply` ran, once its log line is written. */
  queriesOf(reply: Pick<Reply, 'headers'>): Promise<RequestQueries>;
}

/**
 * Counts the database statements of each request (issue 35's guard against N+1 reads): the
 * server's request log line carries them; the line is written after the response, so `queriesOf`
 * waits for it (no timer: it resolves when the line arrives).
 */
export function queryCounter(): QueryCounter {
  const seen = new Map<string, RequestQueries>();
  const waiting = new Map<string, (tally: RequestQueries) => void>();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) {
        if (!line.includes('"request completed"')) continue;
        const { reqId, queries, dbMs } = JSON.parse(line) as RequestQueries & { reqId: string };
        seen.set(reqId, { queries, dbMs });
        waiting.get(reqId)?.({ queries, dbMs });
      }
      done();
    },
  });
  return {
    logger: { level: 'info', stream },
    queriesOf(reply) {
      const id = reply.headers.get('x-request-id');
      if (!id) throw new Error('the reply carries no x-request-id');
      const known = seen.get(id);
      if (known) return Promise.resolve(known);
      return new Promise((resolve) => waiting.set(id, resolve));
    },
  };
}
