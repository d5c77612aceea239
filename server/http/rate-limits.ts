import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyAttempts } from './http-error.ts';

type KeyOf = (request: FastifyRequest) => string;

interface Limit {
  max: number;
  windowMs: number;
  key: KeyOf;
  /** Completes "Too many …", e.g. "sign-in attempts for this account". */
  what: string;
}

/**
 * A preHandler enforcing every limit given (the plugin's own handler runs only one per request).
 * The first limit exceeded answers 429 with Retry-After and a sentence saying which one.
 */
function limiter(app: FastifyInstance, limits: Limit[]) {
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: limit.key,
    }),
  }));
  return async (request: FastifyRequest): Promise<void> => {
    for (const { limit, check } of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw tooManyAttempts(
          `Too many ${limit.what}. Try again in ${result.ttlInSeconds} seconds.`,
          result.ttlInSeconds,
        );
      }
    }
  };
}

/**
 * One limit on a key the caller chooses (a member's id, after the session check): 429 with
 * Retry-After and "Too many {what}. Try again in N seconds." past `max` in `windowMs`.
 */
export function keyedLimit(app: FastifyInstance, limit: Limit) {
  return limiter(app, [limit]);
}

/** Registration and reset requests create rows and send mail: limited per address. */
export function addressLimit(app: FastifyInstance, name: string, max: number, windowMs: number) {
  return limiter(app, [
    {
      max,
      windowMs,
      key: (request) => `${name}:${request.ip}`,
      what: `${name} requests from this address`,
    },
  ]);
}
