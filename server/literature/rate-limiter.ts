import { AsyncLocalStorage } from 'node:async_hooks';
import type { LiteratureTimers } from './literature-timers.ts';

/** Spaces calls to one outside service: at most `perSecond` start in any second. */
export interface RateLimiter {
  /**
   * Resolves when the caller may send its request (it queues; it never refuses). The caller's
   * lane is the one `inLane` set around it (its clinic), else the server's own.
   */
  take(): Promise<void>;
}

const lanes = new AsyncLocalStorage<string>();
/** The lane of work that runs outside any `inLane` (the server's own requests, the unit tests). */
const SERVER_LANE = '';

/**
 * Runs `work` in `lane` (a clinic's id): every outside request it makes waits in that lane's
 * queue, and the limiter serves the lanes in turn (issue 31: one clinic's forty searches must not
 * make another clinic's one wait behind them).
 */
export function inLane<T>(lane: string, work: () => Promise<T>): Promise<T> {
  return lanes.run(lane, work);
}

/**
 * One limiter per service, with a queue per lane served round robin: each request taken adds one
 * turn, and each turn lets the next lane with a request waiting send one, then that lane goes to
 * the back. Turns are `1000 / perSecond`
 * ms apart, measured from when the previous request actually went (after its wait, so a busy
 * moment of the server that delays one request never bunches the next ones behind it). Within a
 * lane requests keep their order.
 */
export function createRateLimiter(perSecond: number, timers: LiteratureTimers): RateLimiter {
  const interval = 1000 / Math.max(perSecond, 0.001);
  let lastWent = Number.NEGATIVE_INFINITY;
  /** Lanes with requests waiting, in turn order (a Map keeps insertion order). */
  const waiting = new Map<string, Array<() => void>>();
  /** The turns, one per request taken: each waits for the one before it. */
  let turns: Promise<void> = Promise.resolve();

  /** The next lane's first request goes; that lane moves to the back if it has more. */
  const grantNext = () => {
    const first = waiting.entries().next();
    if (first.done) return;
    const [lane, queue] = first.value;
    const go = queue.shift();
    waiting.delete(lane);
    if (queue.length > 0) waiting.set(lane, queue);
    go?.();
  };

  return {
    take() {
      const lane = lanes.getStore() ?? SERVER_LANE;
      return new Promise<void>((resolve) => {
        const queue = waiting.get(lane);
        if (queue) queue.push(resolve);
        else waiting.set(lane, [resolve]);
        turns = turns.then(async () => {
          const wait = lastWent + interval - timers.now();
          if (wait > 0) await timers.sleep(wait);
          lastWent = timers.now();
          grantNext();
        });
      });
    },
  };
}
