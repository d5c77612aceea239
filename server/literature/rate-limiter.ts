import type { LiteratureTimers } from './literature-timers.ts';

/** Spaces calls to one outside service: at most `perSecond` start in any second. */
export interface RateLimiter {
  /** Resolves when the caller may send its request (it queues; it never refuses). */
  take(): Promise<void>;
}

/**
 * One queue per service, whoever the callers are: each waits for the one before it, then until
 * `1000 / perSecond` ms have passed since that one actually went (measured after its wait, so a
 * busy moment of the server that delays one request never bunches the next ones behind it).
 */
export function createRateLimiter(perSecond: number, timers: LiteratureTimers): RateLimiter {
  const interval = 1000 / Math.max(perSecond, 0.001);
  let lastWent = Number.NEGATIVE_INFINITY;
  let queue: Promise<void> = Promise.resolve();
  return {
    take() {
      const turn = queue.then(async () => {
        const wait = lastWent + interval - timers.now();
        if (wait > 0) await timers.sleep(wait);
        lastWent = timers.now();
      });
      queue = turn;
      return turn;
    },
  };
}
