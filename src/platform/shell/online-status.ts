/** The parts of `window` the adapter needs; tests pass a fake. */
export interface OnlineStatusSource {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/** A `useSyncExternalStore` source for the browser's connectivity (`online`/`offline` events). */
export interface OnlineStatusStore {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): boolean;
  /** Server rendering and tests without a window assume online. */
  getServerSnapshot(): boolean;
}

export function createOnlineStatusStore(source: OnlineStatusSource | undefined): OnlineStatusStore {
  return {
    subscribe(onChange) {
      if (!source) return () => {};
      source.addEventListener('online', onChange);
      source.addEventListener('offline', onChange);
      return () => {
        source.removeEventListener('online', onChange);
        source.removeEventListener('offline', onChange);
      };
    },
    getSnapshot: () => source?.navigator.onLine ?? true,
    getServerSnapshot: () => true,
  };
}

export const browserOnlineStatus: OnlineStatusStore = createOnlineStatusStore(
  typeof window === 'undefined' ? undefined : window,
);
