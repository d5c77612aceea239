import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ROUTES } from '../src/config/constants';
import {
  PRODUCT_PAGES,
  PUBLIC_ROUTES,
  UNGUARDED_ROUTES,
  panelPath,
} from '../src/routes/route-table';
import { openPanel } from './support/open-panel';

const LANDING = /\/app\/panels\/hospital\/organization$/;

/**
 * These tests open every route in turn, a full page load each (about 2 s on a 2-core CI machine):
 * their time limit grows with the number of routes instead of one fixed 30 s for all.
 */
const perRoute = (routes: readonly unknown[]) => test.setTimeout(10_000 + routes.length * 5_000);

/** Product pages whose content is built (the rest show their placeholder). */
const BUILT_PAGES = new Set<string>(['patient']);

// Read, not imported: Node's ESM loader wants an import attribute for JSON.
const en = JSON.parse(
  readFileSync(new URL('../src/i18n/messages/shell/en.json', import.meta.url), 'utf8'),
) as { pages: Record<string, { title: string; description: string }> };

test('an unknown path redirects to the organization page', async ({ page }) => {
  await openPanel(page, '/no/such/page');
  await expect(page).toHaveURL(LANDING);
});

test("the template's analytics dashboard is not a product route and lands on organization", async ({
  page,
}) => {
  await openPanel(page, '/app/dashboard/analytics');
  await expect(page).toHaveURL(LANDING);
});

test('an unknown product page redirects to the organization page', async ({ page }) => {
  await openPanel(page, '/app/panels/hospital/invoices');
  await expect(page).toHaveURL(LANDING);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organization');
});

test('every product route renders its page inside the main layout, titled by its name', async ({
  page,
}) => {
  perRoute(PRODUCT_PAGES);
  await openPanel(page, ROUTES.landing);
  for (const name of PRODUCT_PAGES) {
    await test.step(name, async () => {
      const { title, description } = en.pages[name] ?? { title: '', description: '' };
      await page.goto(panelPath(name));
      await expect(page).toHaveURL(panelPath(name));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // A page still waiting for its issue says what it will hold; a built page shows its content.
      if (!BUILT_PAGES.has(name)) await expect(page.getByText(description)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Praxis`);
    });
  }
});

test('public routes open without a session and stay where they are', async ({ page }) => {
  perRoute(PUBLIC_ROUTES);
  for (const path of PUBLIC_ROUTES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    });
  }
});

test('routes without a guard open without a session, outside the main layout', async ({ page }) => {
  perRoute(UNGUARDED_ROUTES);
  // Logout and the provider callback finish by moving on (to sign-in); every other one stays.
  const movesOn = new Set<string>([ROUTES.logout, '/auth/callback']);
  for (const path of UNGUARDED_ROUTES) {
    await test.step(path, async () => {
      await page.goto(path);
      if (!movesOn.has(path)) await expect(page).toHaveURL(path);
      await expect(page).not.toHaveURL(LANDING);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    });
  }
});

test('the 404 and maintenance pages explain themselves and lead back', async ({ page }) => {
  const pages = [
    ['/404', 'Page not found'],
    ['/maintenance/coming-soon', 'Coming soon'],
    ['/maintenance/error', 'Something went wrong'],
    ['/maintenance/offline-ui', 'You are offline'],
  ] as const;
  for (const [path, heading] of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} · Praxis`);
      await expect(page.getByRole('link', { name: 'Go to the organization page' })).toHaveAttribute(
        'href',
        ROUTES.landing,
      );
    });
  }
  // The way back leads into the app (through sign-in once the session guard is in place).
  await page.getByRole('link', { name: 'Go to the organization page' }).click();
  await expect(page).toHaveURL(/\/app\/panels\/hospital\/organization$|\/login/);
});
