import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROUTES } from '../src/config/constants';
import { PRODUCT_PAGES } from '../src/routes/product-pages';
import {
  PUBLIC_ROUTES,
  UNGUARDED_ROUTES,
  panelPath,
  type ProductPage,
} from '../src/routes/route-table';
import { axeViolations } from './support/axe';
import { openPanel } from './support/open-panel';

const LANDING = /\/app\/panels\/hospital\/organization$/;

/**
 * These tests open every route in turn, a full page load each (about 2 s on a 2-core CI machine):
 * their time limit grows with the number of routes instead of one fixed 30 s for all.
 */
const perRoute = (routes: readonly unknown[], perPage = 5_000) =>
  test.setTimeout(10_000 + routes.length * perPage);

/**
 * Product pages whose content is built (the rest show their placeholder), with what each shows
 * when opened by its bare address: its heading (a page that needs `?id=` says it has no record)
 * and one piece of its content.
 */
const BUILT_PAGES: Partial<
  Record<ProductPage, { heading?: string; shows: (page: Page) => Locator }>
> = {
  organization: { shows: (page) => page.getByRole('heading', { name: 'Clinic profile' }) },
  practitioner: { shows: (page) => page.getByRole('searchbox', { name: 'Search by name' }) },
  patient: {
    shows: (page) => page.getByRole('searchbox', { name: 'Search by name, MRN or birth date' }),
  },
  patientdashboard: {
    heading: 'No such patient',
    shows: (page) => page.getByRole('link', { name: 'Back to the patient list' }),
  },
  patientviewsession: {
    heading: 'Session not found',
    shows: (page) => page.getByText('This address names no session.'),
  },
  practitionerdashboard: {
    shows: (page) => page.getByRole('heading', { name: 'Sessions of the day' }),
  },
  therapyintakeform: {
    heading: 'No such intake',
    shows: (page) => page.getByRole('link', { name: 'Back to the patient list' }),
  },
  therapysoapform: {
    heading: 'Note not found',
    shows: (page) =>
      page.getByText("This address names no session. Open the note from the session's page."),
  },
  searchliterature: {
    shows: (page) => page.getByRole('searchbox', { name: 'Search terms' }),
  },
  searchknowledge: {
    shows: (page) => page.getByRole('searchbox', { name: 'Search the knowledge base' }),
  },
  therapydapform: {
    heading: 'Note not found',
    shows: (page) =>
      page.getByText("This address names no session. Open the note from the session's page."),
  },
  therapysoapformai: {
    heading: 'Note not found',
    shows: (page) =>
      page.getByText("This address names no session. Open the note from the session's page."),
  },
  therapydapformai: {
    heading: 'Note not found',
    shows: (page) =>
      page.getByText("This address names no session. Open the note from the session's page."),
  },
  speechentry: {
    heading: 'Session not found',
    shows: (page) =>
      page.getByText("This address names no session. Open speech entry from a session's page."),
  },
};

// Read, not imported: Node's ESM loader wants an import attribute for JSON.
const en = JSON.parse(
  readFileSync(new URL('../src/i18n/messages/shell/en.json', import.meta.url), 'utf8'),
) as { pages: Record<string, { title: string; description: string }> };

/**
 * Every namespace of the app's English: a page that shows `<namespace>.<key>` shows a raw key, the
 * translator's fallback for a string it lacks (e.g. a feature's English the page never registered).
 */
const MESSAGES = new URL('../src/i18n/messages/', import.meta.url);
const NAMESPACES = readdirSync(MESSAGES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    Object.keys(JSON.parse(readFileSync(new URL(`${entry.name}/en.json`, MESSAGES), 'utf8'))),
  );
const RAW_KEY = new RegExp(`(?<![\\w.@/-])(?:${NAMESPACES.join('|')})\\.[a-zA-Z][\\w.]*`, 'g');

/** The raw keys a page shows, in its text or in the labels and hints of its elements. */
async function rawKeys(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const attributes = ['aria-label', 'placeholder', 'title', 'alt'];
    const labels = [
      ...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]'),
    ].flatMap((element) => attributes.map((name) => element.getAttribute(name) ?? ''));
    return [document.body.innerText, ...labels].join('\n');
  });
  return shown.match(RAW_KEY) ?? [];
}

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

test('every product route renders its page inside the main layout, titled by its name, without an error and with no serious accessibility violation', async ({
  page,
}) => {
  // Each page also waits for axe (a second or two): more time per route.
  perRoute(PRODUCT_PAGES, 8_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPanel(page, ROUTES.landing);
  for (const name of PRODUCT_PAGES) {
    await test.step(name, async () => {
      const { title, description } = en.pages[name] ?? { title: '', description: '' };
      const built = BUILT_PAGES[name];
      await page.goto(panelPath(name));
      await expect(page).toHaveURL(panelPath(name));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(built?.heading ?? title);
      // A page still waiting for its issue says what it will hold; a built page shows its content.
      if (built) await expect(built.shows(page).first()).toBeVisible();
      else await expect(page.getByText(description)).toBeVisible();
      expect(await rawKeys(page), name).toEqual([]);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Praxis`);
      expect(await axeViolations(page, ['serious', 'critical']), name).toEqual([]);
      expect(errors, name).toEqual([]);
    });
  }
});

test('public routes open without a session, stay where they are, and have no serious accessibility violation', async ({
  page,
}) => {
  perRoute(PUBLIC_ROUTES, 8_000);
  for (const path of PUBLIC_ROUTES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await rawKeys(page), path).toEqual([]);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      expect(await axeViolations(page, ['serious', 'critical']), path).toEqual([]);
    });
  }
});

test('routes without a guard open without a session, outside the main layout, with no serious accessibility violation', async ({
  page,
}) => {
  perRoute(UNGUARDED_ROUTES, 8_000);
  // Logout and the provider callback finish by moving on (to sign-in); every other one stays,
  // and is checked with axe there.
  const movesOn = new Set<string>([ROUTES.logout, '/auth/callback']);
  for (const path of UNGUARDED_ROUTES) {
    await test.step(path, async () => {
      await page.goto(path);
      if (!movesOn.has(path)) await expect(page).toHaveURL(path);
      await expect(page).not.toHaveURL(LANDING);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      if (!movesOn.has(path)) {
        expect(await axeViolations(page, ['serious', 'critical']), path).toEqual([]);
      }
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
