import type { Page } from '@playwright/test';
import { PAGE_SESSION_ENV } from '../../src/app/session-config-source';

/**
 * Turns watcher 1 off for every page of this test's browser context, before the app starts, so
 * watcher 2's modal at 28 minutes can be reached (decision 3: with the spec's constants watcher 1
 * ends the session at 15). The mock build reads the page's settings; a production build ignores them.
 */
export async function disableWatcher1(page: Page): Promise<void> {
  await page.context().addInitScript(
    ({ key }) => {
      (globalThis as Record<string, unknown>)[key] = { VITE_IDLE_WATCHER1_MS: 'off' };
    },
    { key: PAGE_SESSION_ENV },
  );
}
