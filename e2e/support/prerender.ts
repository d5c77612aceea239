import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/config/constants';

/** The app's entry script in a build. */
export const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's entry script until released: the page shows only what the build prerendered. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY, async (route) => {
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
