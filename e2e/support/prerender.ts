import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/config/constants';

/** The app's entry script in a build. */
export const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** The module that brings React and renders the app, which the entry loads after the island. */
export const REACT_APP = /\/assets\/render-app-[\w-]+\.js$/;

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
