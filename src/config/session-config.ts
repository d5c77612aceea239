import { IDLE, SESSION } from '../../common/constants/session-timing';

/** Every session duration in one place (decision 3): spec defaults, overridable by build env. */
export interface SessionConfig {
  /** Watcher 1 idle logout; null when disabled by configuration. */
  watcher1Ms: number | null;
  /** Watcher 2 shows the 'Session About to Expire' modal. */
  warningMs: number;
  /** Watcher 2 logs out. */
  logoutMs: number;
  /** Deadlines and the logged-in state are re-checked this often. */
  checkIntervalMs: number;
  /** The session guard waits this long before redirecting. */
  guardDelayMs: number;
  /** At most one activity report per window. */
  activityThrottleMs: number;
  /** At most one heartbeat to the server per window (decision H6). */
  activityHeartbeatMs: number;
  /** Decision 7: no refresh extends a session past sign-in + this. */
  sessionMaxMs: number;
}

export const DEFAULT_SESSION_CONFIG: SessionConfig = {
  watcher1Ms: IDLE.watcher1LogoutMs,
  warningMs: IDLE.watcher2WarningMs,
  logoutMs: IDLE.watcher2LogoutMs,
  checkIntervalMs: SESSION.checkIntervalMs,
  guardDelayMs: SESSION.guardDelayMs,
  activityThrottleMs: IDLE.activityThrottleMs,
  activityHeartbeatMs: IDLE.activityHeartbeatMs,
  sessionMaxMs: SESSION.maxMs,
};

/** The env variables read, with the field each sets. */
export const SESSION_ENV = {
  VITE_IDLE_WATCHER1_MS: 'watcher1Ms',
  VITE_IDLE_WARNING_MS: 'warningMs',
  VITE_IDLE_LOGOUT_MS: 'logoutMs',
  VITE_SESSION_CHECK_INTERVAL_MS: 'checkIntervalMs',
  VITE_SESSION_GUARD_DELAY_MS: 'guardDelayMs',
  VITE_SESSION_MAX_MS: 'sessionMaxMs',
} as const satisfies Record<string, keyof SessionConfig>;

type SessionEnv = Partial<Record<keyof typeof SESSION_ENV, string | undefined>>;

/** setTimeout overflows above 2^31-1 ms; a day is far above any sensible session setting. */
const MAX_DURATION_MS = 24 * 60 * 60 * 1000;
const WATCHER1_OFF = 'off';

export class SessionConfigError extends Error {
  override name = 'SessionConfigError';
}

function parseDuration(name: string, raw: string): number {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) {
    throw new SessionConfigError(
      `${name}="${raw}" is not a duration: expected a positive whole number of milliseconds.`,
    );
  }
  const value = Number(text);
  if (value < 1 || value > MAX_DURATION_MS) {
    throw new SessionConfigError(
      `${name}=${text} is out of range: expected 1 to ${MAX_DURATION_MS} milliseconds.`,
    );
  }
  return value;
}

/**
 * Reads the session durations from build/start env; unset or empty values keep the spec default,
 * `VITE_IDLE_WATCHER1_MS=off` disables watcher 1. Throws SessionConfigError on bad input.
 */
export function parseSessionConfig(env: SessionEnv): SessionConfig {
  const config: SessionConfig = { ...DEFAULT_SESSION_CONFIG };
  for (const [name, field] of Object.entries(SESSION_ENV) as [
    keyof typeof SESSION_ENV,
    keyof SessionConfig,
  ][]) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    if (field === 'watcher1Ms' && raw.trim().toLowerCase() === WATCHER1_OFF) {
      config.watcher1Ms = null;
      continue;
    }
    config[field] = parseDuration(name, raw);
  }
  if (config.warningMs >= config.logoutMs) {
    throw new SessionConfigError(
      `The warning (VITE_IDLE_WARNING_MS=${config.warningMs}) must come before the logout ` +
        `(VITE_IDLE_LOGOUT_MS=${config.logoutMs}).`,
    );
  }
  return config;
}
