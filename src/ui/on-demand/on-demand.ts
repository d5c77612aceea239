import { importAgain } from './import-again';

/**
 * A module fetched the first time something wants it (issue 13: an overlay nobody has opened costs
 * the first product page nothing). Once in, `loaded()` has it synchronously, so a later mount
 * renders at once. A failed fetch is forgotten, so the next want tries again.
 */
export interface OnDemand<T> {
  load(): Promise<T>;
  loaded(): T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  const importNow = importAgain(importer);
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => value,
    load() {
      if (value !== undefined) return Promise.resolve(value);
      pending ??= importNow().then(
        (module) => (value = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

type Listener = () => void;

/**
 * Whether the last module someone opened failed to load: the shell says so while it is true. A
 * fetch on a mere intent (a pointer over a trigger) that fails is not reported; opening is.
 */
export const loadFailures = (() => {
  let failed = false;
  const listeners = new Set<Listener>();
  const set = (next: boolean) => {
    if (next === failed) return;
    failed = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => failed,
    report: () => set(true),
    clear: () => set(false),
  };
})();
