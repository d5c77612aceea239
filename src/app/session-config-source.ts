import type { SESSION_ENV } from '../config/session-config';
import {
  parseSessionConfig,
  SessionConfigError,
  type SessionConfig,
} from '../config/session-config';

/** Where a mock build (e2e, `npm run dev`) lets the page choose session settings before start. */
export const PAGE_SESSION_ENV = 'praxisSessionEnv';

type SessionEnv = Partial<Record<keyof typeof SESSION_ENV, string>>;

function pageSessionEnv(): SessionEnv {
  const value: unknown = (globalThis as Record<string, unknown>)[PAGE_SESSION_ENV];
  return typeof value === 'object' && value !== null ? (value as SessionEnv) : {};
}

/**
 * The session durations, validated once at start from the build env. A mock build also reads the
 * page's `praxisSessionEnv` (set by Playwright before load), so one build serves every e2e test;
 * a production build never does. A bad setting is shown in `root` and starts nothing.
 */
export function readSessionConfig(
  env: SessionEnv,
  acceptPageSettings: boolean,
  root: HTMLElement,
): SessionConfig | null {
  try {
    return parseSessionConfig({ ...env, ...(acceptPageSettings ? pageSessionEnv() : {}) });
  } catch (error) {
    if (!(error instanceof SessionConfigError)) throw error;
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.textContent = `Praxis cannot start: ${error.message}`;
    root.replaceChildren(alert);
    return null;
  }
}
