import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/config/constants';

/** The app's entry script in a build. */
export const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * The module that brings React and renders the app, which the entry loads after the island: its
 * address, or the address the app asks for it again under after a failed fetch
 * (`src/ui/on-demand/import-again.ts`).
 */
export const REACT_APP = /\/assets\/render-app-[\w-]+\.js(\?retry=\d+)?$/;

/**
 * Holds the app's entry script (or `script`) until released: the page shows only what the build
 * prerendered (held at `REACT_APP`: what the entry's sign-in island makes of it, before React).
 */
export async function holdTheApp(page: Page, script: RegExp = ENTRY): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The browser context's routes also see what the mock API's service worker fetches for the
  // page once it controls it, as React's module is (the page's routes do not).
  await page.context().route(script, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The connection drops under the app's module `script` (React's, by default): its first `times`
 * requests fail as a dropped connection does; the next wait until released, then load. Releasing
 * also ends the failures. Routed on the browser context, as `holdTheApp` is.
 */
export async function failTheApp(
  page: Page,
  script: RegExp = REACT_APP,
  times = 1,
): Promise<{ release: () => void; failures: () => number; requests: () => number }> {
  let requests = 0;
  let failures = 0;
  let failing = true;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = () => {
      failing = false;
      resolve();
    };
  });
  await page.context().route(script, async (route) => {
    requests += 1;
    if (failing && failures < times) {
      failures += 1;
      return route.abort('internetdisconnected');
    }
    await released;
    await route.continue();
  });
  return { release, failures: () => failures, requests: () => requests };
}

const saysLoadFailed = (text: string) => text.startsWith('[app] Praxis could not load');

/** Resolves when the entry says the app's module did not load and it will try again (main.ts). */
export function appLoadFails(page: Page): Promise<unknown> {
  return page.waitForEvent('console', { predicate: (message) => saysLoadFailed(message.text()) });
}

/** How often the entry has said the app's module did not load, from now on. */
export function countAppLoadFailures(page: Page): () => number {
  let count = 0;
  page.on('console', (message) => {
    if (saysLoadFailed(message.text())) count += 1;
  });
  return () => count;
}

/** Opens a page whose app script is held: waits for the document, not for the held script. */
export async function openHeld(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
}

/** Layout settings stored before any script of the page runs, as the customizer keeps them. */
export async function storeLayout(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.layout,
    JSON.stringify(settings),
  ] as const);
}
