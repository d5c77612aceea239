import { STORAGE_KEYS } from '../../config/constants';

/** This tab's last-activity time, kept in sessionStorage so a reload continues the countdown. */
export interface IdlePersistence {
  /** The stored epoch milliseconds, or null when absent, malformed or unreadable. */
  read(): number | null;
  write(at: number): void;
  clear(): void;
}

type StorageGetter = () => Storage | undefined;

/** Storage can throw (disabled, quota, private mode); losing the value only restarts the count. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function createIdlePersistence(
  storage: StorageGetter = () => globalThis.sessionStorage,
  key: string = STORAGE_KEYS.idleLastActivity,
): IdlePersistence {
  return {
    read: () =>
      attempt(() => {
        const raw = storage()?.getItem(key) ?? '';
        return /^\d{1,16}$/.test(raw) ? Number(raw) : null;
      }, null),
    write: (at) => {
      if (Number.isSafeInteger(at) && at > 0) {
        attempt(() => storage()?.setItem(key, String(at)), undefined);
      }
    },
    clear: () => attempt(() => storage()?.removeItem(key), undefined),
  };
}

export const idlePersistence = createIdlePersistence();
