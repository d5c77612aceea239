import { useCallback, useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import { loadFailures, type OnDemand } from './on-demand';

export interface OnDemandState<T> {
  /** The module, once it is in. */
  module: T | undefined;
  /** Fetches the module on an intent (pointer over, focus); quiet if it fails. */
  request: () => void;
}

/**
 * A module on demand: fetched quietly on `request`, and as soon as `wanted` is true, in which case
 * a failure is reported to `loadFailures` and `onFailure` is called (to close what could not
 * open, so that opening again retries).
 */
export function useOnDemand<T>(
  source: OnDemand<T>,
  wanted = false,
  onFailure?: () => void,
): OnDemandState<T> {
  // The module lives in `source`; this only renders again once it is in.
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const onFailureNow = useRef(onFailure);
  onFailureNow.current = onFailure;
  const fetch = useCallback(
    (opening: boolean) => {
      if (source.loaded() !== undefined) return;
      source.load().then(
        () => {
          if (opening) loadFailures.clear();
          arrived();
        },
        () => {
          if (!opening) return;
          loadFailures.report();
          onFailureNow.current?.();
        },
      );
    },
    [source],
  );
  const request = useCallback(() => fetch(false), [fetch]);
  useEffect(() => {
    if (wanted) fetch(true);
  }, [wanted, fetch]);
  return { module: source.loaded(), request };
}

/** True while the last module someone opened has failed to load. */
export function useLoadFailed(): boolean {
  return useSyncExternalStore(
    loadFailures.subscribe,
    loadFailures.getSnapshot,
    loadFailures.getSnapshot,
  );
}
