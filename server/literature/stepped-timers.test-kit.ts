import type { LiteratureTimers } from './literature-timers.ts';

/**
 * A clock that stands still until the test moves it. A request leaves the server at the moment
 * its time limit is set (`timeout`, called as the request is made), so `sent` counts requests
 * made and the stubs can stamp each arrival with the time it was sent, as long as the test moves
 * the clock only once every request made has arrived (see `runUntilSettled`).
 */
export interface SteppedTimers {
  timers: LiteratureTimers;
  /** Requests the server has made so far. */
  sent(): number;
  /** When the next sleeper wakes, or `undefined` when nobody sleeps. */
  nextWake(): number | undefined;
  /** Moves the clock to `at`, waking every sleeper and firing every time limit due by then. */
  advanceTo(at: number): void;
}

interface Due {
  at: number;
  fire: () => void;
}

export function steppedTimers(): SteppedTimers {
  let now = 0;
  let sent = 0;
  let sleepers: Due[] = [];
  let limits: Due[] = [];
  return {
    timers: {
      now: () => now,
      sleep: (ms) =>
        new Promise<void>((resolve) => {
          if (ms <= 0) resolve();
          else sleepers.push({ at: now + ms, fire: resolve });
        }),
      timeout: (ms) => {
        sent += 1;
        const controller = new AbortController();
        limits.push({ at: now + ms, fire: () => controller.abort(new Error('time limit')) });
        return controller.signal;
      },
    },
    sent: () => sent,
    nextWake: () => (sleepers.length === 0 ? undefined : Math.min(...sleepers.map((s) => s.at))),
    advanceTo(at) {
      now = Math.max(now, at);
      const due = (entry: Due) => entry.at <= now;
      const woken = [...limits.filter(due), ...sleepers.filter(due)];
      limits = limits.filter((entry) => !due(entry));
      sleepers = sleepers.filter((entry) => !due(entry));
      for (const entry of woken) entry.fire();
    },
  };
}

/**
 * Drives `work` to its end on a stepped clock: whenever every request made during it has reached
 * the stubs (`arrived()` counts what they received) and someone sleeps, the clock moves to the
 * next wake-up. Nothing real is waited for except the loopback requests themselves.
 */
export async function runUntilSettled<T>(
  clock: SteppedTimers,
  arrived: () => number,
  work: Promise<T>,
): Promise<T> {
  const sentBefore = clock.sent();
  const arrivedBefore = arrived();
  let finished = false;
  const result = work.finally(() => {
    finished = true;
  });
  while (!finished) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    const inFlight = clock.sent() - sentBefore - (arrived() - arrivedBefore);
    const next = clock.nextWake();
    if (next !== undefined && inFlight === 0) clock.advanceTo(next);
  }
  return result;
}
