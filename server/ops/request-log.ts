import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';
import { queryTallyOf, useQueryTally } from './request-queries.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** A caller's request id is kept only if it is a plain token (no log or header injection). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** The route label of a request no route matched (so unknown paths cannot grow the metrics). */
export const UNMATCHED_ROUTE = 'unmatched';
const MS_PER_S = 1000;

/** The caller's `X-Request-Id` when it is a plain token, else a new UUID (Fastify's genReqId). */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Every response carries its request id; when it is sent, one log line says what was asked and
 * how it went: method, route pattern (never the URL's values), status, duration and the signed-in
 * member's id (no patient data), and the database statements it ran and their summed time (issue
 * 35: an N+1 shows as a count that grows with the data). The same figures feed the request-latency
 * metric.
 */
export function useRequestLog(app: FastifyInstance, metrics?: Metrics): void {
  useQueryTally(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const durationMs = Math.round(reply.elapsedTime * 100) / 100;
    const tally = queryTallyOf(request);
    request.log.info(
      {
        method: request.method,
        route,
        status: reply.statusCode,
        durationMs,
        memberId: request.principal?.userId ?? null,
        queries: tally?.queries ?? 0,
        dbMs: tally ? Math.round(tally.ms * 100) / 100 : 0,
      },
      'request completed',
    );
    metrics?.request(
      { method: request.method, route, status: reply.statusCode },
      reply.elapsedTime / MS_PER_S,
    );
  });
}
