/**
 * Timings of the draft life cycle (CLINICAL.md decision 2: never losing a word). Durations are
 * milliseconds; the draft statechart reads them as its named delays.
 */
export const DRAFT_TIMING = {
  /** A draft is saved to the server once typing has paused this long. */
  autosaveDelayMs: 1_500,
  /** A save that got no answer (offline, 5xx, 401) is tried again after this, or when online. */
  offlineRetryMs: 30_000,
  /** Local copies (encrypted, in IndexedDB) older than this are purged. */
  localCopyMaxAgeMs: 14 * 24 * 60 * 60 * 1_000,
} as const;
