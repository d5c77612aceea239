import { expect, test, type Page, type Route } from '@playwright/test';
import { panelPath } from '../src/routes/route-table';
import { openPanel } from './support/open-panel';

/**
 * Issue 13: the header menus, the customizer drawer and the member dialogs are fetched
 * the first time someone reaches for them, so the first product page does not carry them. Routes
 * are set on the browser context: once MSW's service worker controls the page, it fetches modules.
 */
const ON_DEMAND = ['language-menu', 'notifications-menu', 'profile-menu', 'customizer-drawer'];
/** A chunk's address, or the one a retry after a failed fetch asks for (`import-again.ts`). */
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js(\\?retry=\\d+)?$`);

function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.context().on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('the first product page fetches no menu or drawer until someone reaches for it', async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  await openPanel(page, panelPath('organization'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organization');
  await page.waitForLoadState('networkidle');
  for (const name of ON_DEMAND) expect(scripts.filter((url) => chunk(name).test(url))).toEqual([]);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  expect(scripts.some((url) => chunk('notifications-menu').test(url))).toBe(true);
});

test('a keyboard user reaches the language menu as before: focus, Enter into the menu, Escape back', async ({
  page,
}) => {
  await openPanel(page, panelPath('organization'));
  const language = page.getByRole('button', { name: 'Language: English' });
  await language.focus();
  // The stand-in hands its focus to the real trigger when the menu's module is in.
  await expect(language).toHaveAttribute('data-scope', 'menu');
  await expect(language).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeFocused();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
    'data-highlighted',
    '',
  );
  await page.keyboard.press('Escape');
  await expect(language).toBeFocused();
});

test('a press before the menu has arrived opens it once it has', async ({ page }) => {
  await openPanel(page, panelPath('organization'));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(chunk('profile-menu'), async (route: Route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});

test('a drawer that cannot be loaded is said to have failed, and opening it again retries', async ({
  page,
}) => {
  await openPanel(page, panelPath('organization'));
  let fail = true;
  await page
    .context()
    .route(chunk('customizer-drawer'), (route: Route) =>
      fail ? route.abort('internetdisconnected') : route.continue(),
    );
  const openSettings = async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
  };
  await openSettings();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Customize layout' })).toHaveCount(0);
  // The page is still there and usable.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organization');

  fail = false;
  await openSettings();
  await expect(page.getByRole('dialog', { name: 'Customize layout' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});
