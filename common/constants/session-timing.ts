/**
 * Session timings of the product specification (spec §4, §9) and of the decisions; both the
 * browser's statecharts and the server's idle limit read them. Durations are milliseconds.
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

export const SESSION = {
  /** Logged-in state re-checked every second (spec §4, §9). */
  checkIntervalMs: 1 * SECOND,
  /** Session guard waits before redirecting (spec §4, §9). */
  guardDelayMs: 500,
  /** Decision 7: refreshes never extend a session past this after sign-in (VITE_SESSION_MAX_MS). */
  maxMs: 12 * 60 * MINUTE,
  /** The token set is refreshed this long before token_expires. */
  refreshLeadMs: 1 * MINUTE,
  /** A refresh that got no answer is tried again after this, while time is left. */
  refreshRetryMs: 15 * SECOND,
  /** At most this many retries of a refresh that got no answer. */
  refreshRetries: 2,
  /**
   * A new tab waits this long for an open sibling tab to offer its session when the browser
   * cannot tell how many siblings will answer (no Web Locks; decision H15).
   */
  siblingHandshakeMs: 300,
  /**
   * …and at most this long for siblings it knows will answer, stopping once each has: a busy
   * sibling took more than 300 ms, and the new tab asked its member to sign in (issue 37).
   */
  siblingAnswersMs: 3 * SECOND,
  /**
   * Every session end first saves the drafts being written (CLINICAL.md decision 2), waiting at
   * most this long; what is not saved by then stays in the browser's encrypted draft store.
   */
  draftFlushLimitMs: 3 * SECOND,
} as const;

export const IDLE = {
  /** Watcher 1: idle logout (spec §4). */
  watcher1LogoutMs: 15 * MINUTE,
  /** Watcher 2: the 'Session About to Expire' warning (spec §4). */
  watcher2WarningMs: 28 * MINUTE,
  /** Watcher 2: logout (spec §4). */
  watcher2LogoutMs: 30 * MINUTE,
  /** At most one activity report per window, so an event burst costs nothing (decision 5). */
  activityThrottleMs: 1 * SECOND,
  /** An active tab tells the server at most this often that the user is there (decision H6). */
  activityHeartbeatMs: 1 * MINUTE,
} as const;

/**
 * The server's idle limit (decision H6): watcher 2's logout plus two heartbeat periods, so a
 * user the browser still keeps signed in (warning open, "Stay Logged In" clicked late in its last
 * minute) is never refused by the server first.
 */
export const SERVER_IDLE_LIMIT_MS = IDLE.watcher2LogoutMs + 2 * IDLE.activityHeartbeatMs;
