/** Pure time arithmetic of the idle watchers: effective time, deadlines, which one passed first. */

export interface IdleTimings {
  /** null when watcher 1 is disabled by configuration. */
  watcher1Ms: number | null;
  warningMs: number;
  logoutMs: number;
}

/** Absolute times (effective clock, ms) at which each watcher acts. */
export interface IdleDeadlines {
  watcher1: number | null;
  warning: number;
  logout: number;
}

/**
 * Effective time only moves forward by observed wall-clock increments, so turning the clock back
 * never extends a deadline and a sleep or throttled tab still counts the time that passed.
 */
export interface EffectiveClock {
  /** Effective now: never decreases. */
  now: number;
  /** The wall-clock reading that `now` corresponds to (the last one observed). */
  wall: number;
}

export function observeWall(clock: EffectiveClock, wallNow: number): EffectiveClock {
  if (!Number.isFinite(wallNow)) return clock;
  return { now: clock.now + Math.max(0, wallNow - clock.wall), wall: wallNow };
}

/** A timer fired: at least `at` has been reached, whatever the wall clock says. */
export function reachTime(clock: EffectiveClock, at: number): EffectiveClock {
  const step = Math.max(0, at - clock.now);
  return { now: clock.now + step, wall: clock.wall + step };
}

export function deadlinesFrom(lastActivityAt: number, timings: IdleTimings): IdleDeadlines {
  return {
    watcher1: timings.watcher1Ms === null ? null : lastActivityAt + timings.watcher1Ms,
    warning: lastActivityAt + timings.warningMs,
    logout: lastActivityAt + timings.logoutMs,
  };
}

export type WatcherEnding = 'idle-watcher-1' | 'idle-watcher-2';

/** The watcher whose logout deadline passed first at `now`, if any. */
export function passedEnding(deadlines: IdleDeadlines, now: number): WatcherEnding | null {
  const { watcher1, logout } = deadlines;
  const watcher2Passed = now >= logout;
  if (watcher1 !== null && now >= watcher1 && (!watcher2Passed || watcher1 <= logout)) {
    return 'idle-watcher-1';
  }
  return watcher2Passed ? 'idle-watcher-2' : null;
}

/** A restored last-activity time is used only if it is a real time not in the future. */
export function restoredActivity(candidate: number | null | undefined, now: number): number {
  if (typeof candidate !== 'number' || !Number.isFinite(candidate) || candidate <= 0) return now;
  return Math.min(candidate, now);
}
