import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_CONFIG } from '../config/session-config';
import { PAGE_SESSION_ENV, readSessionConfig } from './session-config-source';

const pageGlobals = globalThis as Record<string, unknown>;

afterEach(() => {
  delete pageGlobals[PAGE_SESSION_ENV];
});

describe('reading the session configuration at start', () => {
  it('uses the build env over the spec defaults', () => {
    const config = readSessionConfig(
      { VITE_IDLE_WATCHER1_MS: '60000' },
      false,
      document.createElement('div'),
    );
    expect(config).toEqual({ ...DEFAULT_SESSION_CONFIG, watcher1Ms: 60_000 });
  });

  it("a production build ignores the page's settings", () => {
    pageGlobals[PAGE_SESSION_ENV] = { VITE_IDLE_WATCHER1_MS: 'off' };
    expect(readSessionConfig({}, false, document.createElement('div'))).toEqual(
      DEFAULT_SESSION_CONFIG,
    );
  });

  it("a mock build takes the page's settings over the build env, so e2e needs one build", () => {
    pageGlobals[PAGE_SESSION_ENV] = { VITE_IDLE_WATCHER1_MS: 'off' };
    const config = readSessionConfig(
      { VITE_IDLE_WATCHER1_MS: '60000' },
      true,
      document.createElement('div'),
    );
    expect(config?.watcher1Ms).toBeNull();
  });

  it('a bad setting starts nothing and says which setting is wrong', () => {
    const root = document.createElement('div');
    root.append(document.createElement('span'));
    expect(readSessionConfig({ VITE_IDLE_LOGOUT_MS: 'soon' }, false, root)).toBeNull();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      'Praxis cannot start: VITE_IDLE_LOGOUT_MS="soon" is not a duration: expected a positive whole number of milliseconds.',
    );
    expect(root.children).toHaveLength(1);
  });
});
