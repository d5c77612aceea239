import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
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
  const [module, setModule] = useState(source.loaded);
  const failed = useRef(onFailure);
  failed.current = onFailure;
  const fetch = useCallback(
    (opening: boolean) => {
      if (source.loaded() !== undefined) return;
      source.load().then(
        (loaded) => {
          if (opening) loadFailures.clear();
          setModule(() => loaded);
        },
        () => {
          if (!opening) return;
          loadFailures.report();
          failed.current?.();
        },
      );
    },
    [source],
  );
  const request = useCallback(() => fetch(false), [fetch]);
  useEffect(() => {
    if (wanted) fetch(true);
  }, [wanted, fetch]);
  return { module: module ?? source.loaded(), request };
}

/** True while the last module someone opened has failed to load. */
export function useLoadFailed(): boolean {
  return useSyncExternalStore(
    loadFailures.subscribe,
    loadFailures.getSnapshot,
    loadFailures.getSnapshot,
  );
}
