import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PRERENDER, SERVICE_TOKEN_KEY } from '../src/config/constants';
import { DEMO_ACCOUNT } from '../src/mocks/session/demo-account';
import {
  appLoadFails,
  countAppLoadFailures,
  failTheApp,
  holdTheApp,
  openHeld,
  REACT_APP,
  storeLayout,
} from './support/prerender';

// Issue 13: the prerendered sign-in form is usable before React has loaded, driven by the auth
// machine from the entry (src/app/sign-in-island.ts); React takes the page over when it is in.
/** Where the demo clinician lands after sign-in: their day (issue 30). */
const DAY = /\/app\/panels\/hospital\/practitionerdashboard$/;
const READY = `html[${PRERENDER.readyAttribute}="true"]`;
const PRERENDERED = `#${PRERENDER.rootId}`;

/** Opens /login with React held back, once the island has made the prerendered form usable. */
async function openWithoutReact(page: Page) {
  const release = await holdTheApp(page, REACT_APP);
  await openHeld(page, '/login');
  await expect(page.locator(READY)).toHaveCount(1);
  await expect(page.locator(PRERENDERED)).toHaveCount(1);
  return release;
}

interface SignInWords {
  auth: {
    fields: { email: string; password: string };
    signIn: { title: string; submit: string };
    errors: { invalidCredentials: string };
  };
}

/** The sign-in page's words in one language, from the app's own message files. */
const wordsOf = (locale: string): SignInWords =>
  JSON.parse(readFileSync(`src/i18n/messages/session/${locale}.json`, 'utf8')) as SignInWords;
const EN = wordsOf('en');

async function submit(page: Page, email: string, password: string, { auth } = EN) {
  await page.getByRole('textbox', { name: auth.fields.email }).fill(email);
  await page.getByRole('textbox', { name: auth.fields.password, exact: true }).fill(password);
  await page.getByRole('button', { name: auth.signIn.submit, exact: true }).click();
}

/**
 * Opens /login where React's module fails to load once (a dropped connection) and the entry's
 * next try waits until released, once the island has made the prerendered form usable.
 */
async function openWhileReactFails(page: Page) {
  const app = await failTheApp(page, REACT_APP);
  const failed = appLoadFails(page);
  await openHeld(page, '/login');
  await expect(page.locator(READY)).toHaveCount(1);
  await failed;
  expect(app.failures()).toBe(1);
  return app.release;
}

/** The most alerts the page shows at once from now on, counted at every change of the DOM. */
async function countAlerts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const count = () => document.querySelectorAll('[role="alert"]').length;
    const seen = window as unknown as { mostAlerts: number };
    seen.mostAlerts = count();
    new MutationObserver(() => {
      seen.mostAlerts = Math.max(seen.mostAlerts, count());
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { mostAlerts: number }).mostAlerts);
}

/** The sign-in calls the page makes from now on. */
function signInCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/account/login')) {
      calls.push(request.url());
    }
  });
  return calls;
}

test('before React has loaded, the prerendered form signs in, stays busy, and React shows the page after it', async ({
  page,
}) => {
  const release = await openWithoutReact(page);
  const calls = signInCalls(page);
  await submit(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);

  await expect(page).toHaveURL(DAY);
  expect(calls).toHaveLength(1);
  await expect(page.locator(`${PRERENDERED} form`)).toHaveAttribute('aria-busy', 'true');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SERVICE_TOKEN_KEY)).toBeTruthy();

  release();
  await expect(
    page.getByRole('heading', { name: 'Practitioner dashboard', level: 1 }),
  ).toBeVisible();
  await expect(page.locator(PRERENDERED)).toHaveCount(0);
  expect(calls).toHaveLength(1);
});

test('a wrong password sent before React has loaded is cleared, and React says why when it takes over', async ({
  page,
}) => {
  const release = await openWithoutReact(page);
  await submit(page, DEMO_ACCOUNT.email, 'not-the-password');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(password).toHaveValue('');

  release();
  await expect(page.getByRole('alert')).toContainText('The e-mail or password is incorrect.');
  await expect(page.locator(PRERENDERED)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO_ACCOUNT.email);
  await expect(password).toHaveValue('');
  await expect(page).toHaveURL(/\/login$/);
});

test('a malformed e-mail submitted before React has loaded is not sent, and React names the field', async ({
  page,
}) => {
  const release = await openWithoutReact(page);
  const calls = signInCalls(page);
  await submit(page, 'not-an-address', DEMO_ACCOUNT.password);
  await expect(page).toHaveURL(/\/login$/);

  release();
  await expect(page.locator(PRERENDERED)).toHaveCount(0);
  await expect(
    page.getByText('Enter an e-mail address in the format name@example.com.'),
  ).toBeVisible();
  expect(calls).toHaveLength(0);
});

for (const locale of ['en', 'fr']) {
  test(`when React's module fails to load, the island says in ${locale} why a sign-in was refused, and React, in on the next try, says it once`, async ({
    page,
  }) => {
    const words = wordsOf(locale);
    const refused = words.auth.errors.invalidCredentials;
    if (locale !== 'en') await storeLayout(page, { i18n: locale });
    const release = await openWhileReactFails(page);
    await submit(page, DEMO_ACCOUNT.email, 'not-the-password', words);

    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(refused);
    await expect(page.locator(`${PRERENDERED} [role="alert"] + form`)).toHaveCount(1);
    const password = page.getByRole('textbox', { name: words.auth.fields.password, exact: true });
    await expect(password).toHaveValue('');
    const mostAlerts = await countAlerts(page);

    release();
    await expect(page.locator(PRERENDERED)).toHaveCount(0);
    await expect(page.locator(READY)).toHaveCount(1);
    await expect(alert).toHaveText(refused);
    await expect(page.getByRole('heading', { name: words.auth.signIn.title })).toBeVisible();
    expect(await mostAlerts()).toBe(1);
    await expect(page.getByRole('textbox', { name: words.auth.fields.email })).toHaveValue(
      DEMO_ACCOUNT.email,
    );
    await expect(page).toHaveURL(/\/login$/);
  });
}

test("a sign-in made while React's module cannot load goes through, and the page after it shows once the module loads", async ({
  page,
}) => {
  const release = await openWhileReactFails(page);
  const calls = signInCalls(page);
  await submit(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await expect(page).toHaveURL(DAY);
  await expect(page.locator(`${PRERENDERED} form`)).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(
    page.getByRole('heading', { name: 'Practitioner dashboard', level: 1 }),
  ).toBeVisible();
  await expect(page.locator(PRERENDERED)).toHaveCount(0);
  expect(calls).toHaveLength(1);
});

test("offline with React's module not loaded, the island shows the offline notice in the page's place; back online, React loads at once and takes over", async ({
  page,
}) => {
  const offline = (
    JSON.parse(readFileSync('src/i18n/messages/shell/en.json', 'utf8')) as {
      status: { offline: { title: string } };
    }
  ).status.offline.title;
  // Every try fails until the connection is back.
  const app = await failTheApp(page, REACT_APP, Infinity);
  const failures = countAppLoadFailures(page);
  await openHeld(page, '/login');
  await expect(page.locator(READY)).toHaveCount(1);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ACCOUNT.email);
  await page.context().setOffline(true);

  // At the next failed try (a second after the first).
  const notice = page.getByRole('status');
  await expect(notice.getByRole('heading', { level: 1 })).toHaveText(offline);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeHidden();
  // The third try fails 3 s after the first; the fourth would wait 4 s more.
  await expect.poll(failures, { timeout: 10_000 }).toBe(3);

  app.release();
  const requested = app.requests();
  await page.context().setOffline(false);
  // At once, on `online`, not at the end of the back-off.
  await expect.poll(app.requests, { timeout: 2_000 }).toBeGreaterThan(requested);
  await expect(notice).toHaveCount(0);
  await expect(page.locator(PRERENDERED)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: EN.auth.signIn.title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO_ACCOUNT.email);
  await expect(page.getByText(offline)).toHaveCount(0);
});
