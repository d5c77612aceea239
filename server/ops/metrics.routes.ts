import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../http/http-error.ts';
import type { Metrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of the bearer with the configured token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * `/metrics` in Prometheus text format, for a scraper holding `PRAXIS_METRICS_TOKEN` (decision
 * O5); without a token configured it is not served at all (404, as any unknown path).
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  return async (app: FastifyInstance) => {
    app.get(METRICS_PATH, async (request, reply) => {
      if (!token) return reply.code(404).send({ message: MESSAGES.notFound });
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ message: MESSAGES.unauthorized });
      }
      reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  };
}
