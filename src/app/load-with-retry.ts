import { doublingWaits, waitAfter } from '../../common/time/retry-waits';

/** The browser's `online` event (window); tests pass a fake. */
export interface OnlineEvents {
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
}

/** The wait after the first failure, doubling after each one up to the longest. */
export const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 30_000;

const LOAD_RETRY_WAITS = doublingWaits(FIRST_RETRY_MS, LONGEST_RETRY_MS);

/** The wait before trying again after `failures` failures in a row. */
export const retryDelayMs = (failures: number): number => waitAfter(LOAD_RETRY_WAITS, failures);

/**
 * Loads with `load` and, while that fails, tries again: at once when the browser reports it is
 * `online`, else after a back-off (retryDelayMs), whichever comes first. It never gives up, so the
 * promise only resolves; `onFailure` hears of each failure. For the app's module (main.ts): a
 * dropped connection between the sign-in island and React must not leave the page without React.
 * `load` must fetch again: a browser may keep a failed fetch in its module map (whatwg/html#10327
 * changed that; Debian's Chromium 150 keeps it), so main.ts imports through `importAgain`
 * (src/ui/on-demand/import-again.ts), which asks for the module under another address.
 */
export function loadWithRetry<T>(
  load: () => Promise<T>,
  events: OnlineEvents,
  onFailure: (error: unknown) => void = () => {},
): Promise<T> {
  let failures = 0;
  return new Promise<T>((resolve) => {
    const attempt = () => {
      Promise.resolve()
        .then(load)
        .then(resolve, (error: unknown) => {
          failures += 1;
          const retry = () => {
            clearTimeout(timer);
            events.removeEventListener('online', retry);
            attempt();
          };
          const timer = setTimeout(retry, retryDelayMs(failures));
          events.addEventListener('online', retry);
          onFailure(error);
        });
    };
    attempt();
  });
}
