import { expect, test, type Page } from '@playwright/test';
import { PRERENDER, SERVICE_TOKEN_KEY } from '../src/config/constants';
import { DEMO_ACCOUNT } from '../src/mocks/session/demo-account';
import { holdTheApp, openHeld, REACT_APP } from './support/prerender';

// Issue 13: the prerendered sign-in form is usable before React has loaded, driven by the auth
// machine from the entry (src/app/sign-in-island.ts); React takes the page over when it is in.
const ORGANIZATION = /\/app\/panels\/hospital\/organization$/;
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

async function submit(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
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

  await expect(page).toHaveURL(ORGANIZATION);
  expect(calls).toHaveLength(1);
  await expect(page.locator(`${PRERENDERED} form`)).toHaveAttribute('aria-busy', 'true');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SERVICE_TOKEN_KEY)).toBeTruthy();

  release();
  await expect(page.getByRole('heading', { name: 'Organization', level: 1 })).toBeVisible();
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
