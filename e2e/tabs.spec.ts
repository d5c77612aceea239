import { expect, test, type Page } from '@playwright/test';
import { SESSION_KEYS } from '../src/config/constants';
import { DEMO_ACCOUNT } from '../src/mocks/session/demo-account';

// Decision H15: bearers live in sessionStorage only; a new tab takes an open sibling's session.
const PATIENT = '/app/panels/hospital/patient';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ACCOUNT.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/panels\/hospital\/practitionerdashboard$/);
}

const accessToken = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);

test('a new tab of the same browser opens signed in, with the session of its open sibling', async ({
  page,
  context,
}) => {
  await signIn(page);
  const sibling = await context.newPage();
  await sibling.goto(PATIENT);
  await expect(sibling.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sibling).toHaveURL(new RegExp(`${PATIENT}$`));
  expect(await accessToken(sibling)).toBe(await accessToken(page));
  expect(await sibling.evaluate(() => localStorage.getItem('serviceToken'))).toBeNull();
});

test('another browser session, with no tab of this one open, asks for sign-in', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const elsewhere = await browser.newContext();
  const tab = await elsewhere.newPage();
  await tab.goto(PATIENT);
  await expect(tab).toHaveURL(/\/login\?returnTo=/);
  await elsewhere.close();
});

test('after signing out, a new tab finds no session to take and asks for sign-in', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const next = await context.newPage();
  await next.goto(PATIENT);
  await expect(next).toHaveURL(/\/login\?returnTo=/);
  expect(await accessToken(next)).toBeNull();
});
