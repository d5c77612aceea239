import { expect, test, type Page } from '@playwright/test';
import { SESSION_KEYS } from '../src/config/constants';
import { DEMO_ACCOUNT } from '../src/mocks/session/demo-account';

/** Where the demo clinician lands after sign-in: their day (issue 30). */
const DAY = /\/app\/panels\/hospital\/practitionerdashboard$/;

async function signIn(page: Page, password: string = DEMO_ACCOUNT.password) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ACCOUNT.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const stored = (page: Page, key: string) =>
  page.evaluate((name) => sessionStorage.getItem(name), key);

test('password sign-in lands on the clinician’s day with the session stored', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);

  await expect(page).toHaveURL(DAY);
  await expect(
    page.getByRole('heading', { name: 'Practitioner dashboard', level: 1 }),
  ).toBeVisible();
  expect(await stored(page, SESSION_KEYS.accessToken)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(await stored(page, SESSION_KEYS.tenantId)).toBe(DEMO_ACCOUNT.tenantId);
  expect(await page.evaluate(() => sessionStorage.getItem('serviceToken'))).toBeTruthy();
  // Decision H15: no bearer in localStorage, where it would outlive the browser session.
  expect(await page.evaluate(() => localStorage.getItem('serviceToken'))).toBeNull();
});

test('a wrong password keeps the e-mail, clears the password and says why', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'not-the-password');

  await expect(page.getByRole('alert')).toContainText('The e-mail or password is incorrect.');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO_ACCOUNT.email);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  await expect(page).toHaveURL(/\/login$/);
});

test('reloading the page keeps the session', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(DAY);

  await page.reload();

  await expect(page).toHaveURL(DAY);
  await expect(
    page.getByRole('heading', { name: 'Practitioner dashboard', level: 1 }),
  ).toBeVisible();
});

test('a deep link while signed out goes to /login and back to the deep link after sign-in', async ({
  page,
}) => {
  await page.goto('/app/panels/hospital/patient');

  await expect(page).toHaveURL(/\/login\?returnTo=%2Fapp%2Fpanels%2Fhospital%2Fpatient$/);
  await signIn(page);

  await expect(page).toHaveURL(/\/app\/panels\/hospital\/patient$/);
});

test('the session ends at token_expires and lands on /login with storage cleared', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(DAY);
  // Bring the hard ceiling close, so no other timer (idle watchers) can fire first.
  await page.evaluate(
    (key) => sessionStorage.setItem(key, String(Date.now() + 5_000)),
    SESSION_KEYS.tokenExpires,
  );

  await page.clock.fastForward(4_000);
  await expect(page).toHaveURL(DAY);
  await page.clock.fastForward(2_000);

  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  expect(await stored(page, SESSION_KEYS.accessToken)).toBeNull();
  expect(await stored(page, SESSION_KEYS.tokenExpires)).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('serviceToken'))).toBeNull();
});

test('a 401 from the API ends the session and lands on /login', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(DAY);
  await page.goto('/auth/profile-settings');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  // The server no longer accepts the bearer (revoked, rotated): the page's next call answers 401
  // (after the reload, the two-factor card's status is asked at once).
  await page.evaluate(
    (key) => sessionStorage.setItem(key, 'revoked.token.value'),
    SESSION_KEYS.accessToken,
  );
  await page.reload();

  await expect(page).toHaveURL(/\/login\?returnTo=%2Fauth%2Fprofile-settings$/);
  await expect(
    page.getByText('Your session is no longer valid. Please sign in again.'),
  ).toBeVisible();
  expect(await stored(page, SESSION_KEYS.idToken)).toBeNull();
});

test('Logout in the profile menu ends the session and lands on /login', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(DAY);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have signed out.')).toBeVisible();
  expect(await stored(page, SESSION_KEYS.accessToken)).toBeNull();
  await page.goto('/app/panels/hospital/organization');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
});

test('a changed password ends the session and lands on /login with a notice; the new one signs in', async ({
  page,
}) => {
  const newPassword = 'a-brand-new-password';
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(DAY);
  await page.goto('/auth/change-password');

  await page.getByLabel(/^Current password/).fill(DEMO_ACCOUNT.password);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your password was changed. Sign in with your new password.'),
  ).toBeVisible();
  expect(await stored(page, SESSION_KEYS.accessToken)).toBeNull();
  await signIn(page, newPassword);
  await expect(page).toHaveURL(DAY);
});

test('an active session is refreshed before token_expires and goes on past it', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(DAY);
  const firstRefreshToken = await stored(page, SESSION_KEYS.refreshToken);
  const firstExpiry = Number(await stored(page, SESSION_KEYS.tokenExpires));

  // An active user: input every 10 minutes keeps the idle watchers away, up to 59:30.
  for (let step = 0; step < 5; step += 1) {
    await page.clock.fastForward('10:00');
    await page.mouse.move(200 + step * 10, 200);
    await page.mouse.move(220 + step * 10, 240);
  }
  await page.clock.fastForward('09:30');

  await expect.poll(() => stored(page, SESSION_KEYS.refreshToken)).not.toBe(firstRefreshToken);
  expect(Number(await stored(page, SESSION_KEYS.tokenExpires))).toBeGreaterThan(firstExpiry);
  await page.mouse.move(300, 300);
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(DAY);
  await expect(
    page.getByRole('heading', { name: 'Practitioner dashboard', level: 1 }),
  ).toBeVisible();
});
