import { useSyncExternalStore } from 'react';
import { browserOnlineStatus } from '../../platform/shell/online-status';

/** True while the browser reports a network connection; re-renders on `online`/`offline`. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    browserOnlineStatus.subscribe,
    browserOnlineStatus.getSnapshot,
    browserOnlineStatus.getServerSnapshot,
  );
}
