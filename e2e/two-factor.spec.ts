import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ROUTES } from '../src/config/constants';
import { DEMO_ACCOUNT } from '../src/mocks/session/demo-account';
import { axeViolations } from './support/axe';

// Two-factor's screens on the mock app (issue 36): the mock checks codes as the server does
// (common/auth/totp.ts), in the page, so the test computes them from the key the page shows.
const DAY = /\/app\/panels\/hospital\/practitionerdashboard$/;
const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function passwordSignIn(page: Page) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ACCOUNT.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('enrol on the account page, then the sign-in asks for the code: each screen axe-clean', async ({
  page,
}) => {
  const t0 = Date.now();
  await page.goto(ROUTES.login);
  await passwordSignIn(page);
  await expect(page).toHaveURL(DAY);
  // The mock's state lives in the page: move within the app, without reloading it.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.profileSettings}$`));
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.locator('code').innerText()).replace(/\s+/g, '');
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('textbox', { name: 'Six-digit code' }).fill(codeAt(secret, t0));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    card.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'I have kept my codes' }).click();
  await expect(card.getByText('On. Recovery codes left: 10.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Signed out (in the app, so the mock keeps its state), the password now opens the code step.
  await page.goBack();
  await expect(page).toHaveURL(DAY);
  // The day's page settles first: a menu opened while its chunks still load closed under the
  // click on a loaded CI machine, and the sign-out never happened.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
  await passwordSignIn(page);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const code = page.getByRole('textbox', { name: 'Six-digit code' });
  await code.fill(codeAt(secret, t0 - 3_600_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is incorrect.');
  await expect(code).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);
  await code.fill(codeAt(secret, t0 + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(DAY);
});

test('the owner’s rule on the organization page says what happens to members without it', async ({
  page,
}) => {
  await page.goto(ROUTES.login);
  await passwordSignIn(page);
  await expect(page).toHaveURL(DAY);
  await page.goto(ROUTES.landing);
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText(/Members without it set it up at their next sign-in/)).toBeVisible();
  await card.getByText('Require two-factor sign-in for every member').click();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toHaveText('The two-factor rule is saved.');
  expect(await axeViolations(page)).toEqual([]);
});
