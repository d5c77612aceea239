import type { SessionConfig } from '../../config/session-config';
import type { IdleDeadlines, WatcherEnding } from './idle.time';

export type IdleConfig = Pick<
  SessionConfig,
  | 'watcher1Ms'
  | 'warningMs'
  | 'logoutMs'
  | 'checkIntervalMs'
  | 'activityThrottleMs'
  | 'activityHeartbeatMs'
>;

export interface IdleInput {
  config: IdleConfig;
  /** Wall-clock time at start; when absent the machine waits for the clock's `clock.start`. */
  now?: number;
  /** Persisted wall-clock time of the last activity, so a reload continues the countdown. */
  lastActivityAt?: number | null;
  /** Tabs of the same session share activity and logout (decision 6). */
  sessionId?: string | null;
}

/** The reasons this machine ends a session with (a subset of SessionEndReason). */
export type IdleEndReason = WatcherEnding | 'logout-now' | 'other-tab';

/** Every event carrying `now` is also a wake signal: deadlines are re-checked against it. */
export type IdleEvent =
  /** The clock's first reading, with the persisted last activity (when the input had none). */
  | { type: 'clock.start'; now: number; lastActivityAt: number | null }
  | { type: 'user.activity'; now: number }
  | { type: 'clock.tick'; now: number }
  | { type: 'recording.start'; now: number }
  | { type: 'recording.stop'; now: number }
  | { type: 'idle.stay'; now: number }
  | { type: 'idle.logoutNow' }
  | { type: 'tab.activity'; now: number }
  | { type: 'tab.logout' };

/** Tabs of one browser session share tenant and user; both are ids, not secrets. */
export const sessionIdOf = (user: { id: string; tenantId: string }): string =>
  `${user.tenantId}:${user.id}`;

/** Sent to the tab-sync child so sibling tabs of the session stay alive. */
export interface TabSyncCommand {
  type: 'tab.publishActivity';
}

/** Sent to the heartbeat child on this tab's activity, at the machine's effective time. */
export interface HeartbeatCommand {
  type: 'heartbeat.activity';
  now: number;
}

export interface IdleContext {
  config: IdleConfig;
  sessionId: string | null;
  /** Effective now (never goes back) and the wall-clock reading it matches. */
  clock: { now: number; wall: number };
  lastActivityAt: number;
  deadlines: IdleDeadlines;
  endReason: IdleEndReason | null;
}
