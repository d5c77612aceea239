import type { LiteratureConfig } from '../config.ts';

/**
 * The time the literature clients live by: when it is now, how to wait, and the signal that
 * ends one outside request. Injected so tests run the rate limit, the back-off and the time
 * limit on a fast clock instead of waiting for real.
 */
export interface LiteratureTimers {
  /** Milliseconds on a monotonic scale (only differences matter). */
  now(): number;
  sleep(ms: number): Promise<void>;
  /** A signal that aborts after `ms`. */
  timeout(ms: number): AbortSignal;
}

export const systemTimers: LiteratureTimers = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
  timeout: (ms) => AbortSignal.timeout(Math.max(1, ms)),
};

/**
 * Timers that run `scale` times faster than the wall clock: a server given them waits 1 ms for
 * each `scale` ms it believes it waits. Tests use it so a second of rate limit costs a few ms.
 */
export function fastTimers(scale: number): LiteratureTimers {
  return {
    now: () => performance.now() * scale,
    sleep: (ms) => systemTimers.sleep(ms / scale),
    timeout: (ms) => systemTimers.timeout(ms / scale),
  };
}

const chosen = new WeakMap<LiteratureConfig, LiteratureTimers>();

/**
 * Gives the server started with this very `literature` configuration object other timers (the
 * tests' seam: the harness passes the object through to the running server unchanged).
 */
export function useLiteratureTimers(config: LiteratureConfig, timers: LiteratureTimers): void {
  chosen.set(config, timers);
}

/** The timers for a server's literature configuration: the system's unless a test chose others. */
export function literatureTimersFor(config: LiteratureConfig): LiteratureTimers {
  return chosen.get(config) ?? systemTimers;
}
