import type { LiteratureConfig } from '../config.ts';
import { createAnswerCache } from './answer-cache.ts';
import { europePmcClient, type EuropePmcClient } from './europepmc.client.ts';
import type { LiteratureTimers } from './literature-timers.ts';
import { pubmedClient, type PubmedClient } from './pubmed.client.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { createUpstream } from './upstream.ts';

/** Answers each service keeps in memory at most (a few hundred small JSON pages). */
const CACHE_ENTRIES = 500;

export interface LiteratureServices {
  pubmed: PubmedClient;
  europepmc: EuropePmcClient;
}

/**
 * The two services' clients for one server: ONE rate limiter, cache and set of retries per
 * service, shared by every user of the server (their etiquette is per server, not per user).
 */
export function createLiteratureServices(
  config: LiteratureConfig,
  timers: LiteratureTimers,
): LiteratureServices {
  const upstream = (perSecond: number, accept: string) =>
    createUpstream({
      limiter: createRateLimiter(perSecond, timers),
      cache: createAnswerCache({
        ttlMs: config.cacheTtlMs,
        maxEntries: CACHE_ENTRIES,
        now: timers.now,
      }),
      timers,
      timeoutMs: config.timeoutMs,
      maxRetries: config.maxRetries,
      accept,
    });
  return {
    pubmed: pubmedClient(
      upstream(config.pubmedRequestsPerSecond, 'application/json, text/xml'),
      config,
    ),
    europepmc: europePmcClient(
      upstream(config.europePmcRequestsPerSecond, 'application/json'),
      config,
    ),
  };
}
