import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../src/config/constants';
import { DEMO_PORTAL_EMAILS } from '../server/seed/portal.seed';
import { axeViolations } from '../e2e/support/axe';
import { DEMO_PASSWORD } from './support/demo-clinic';
import {
  freshCodes,
  passwordStep,
  submitCode,
  submitRecoveryCode,
} from './support/two-factor-sign-in';

// A portal patient's own two-factor sign-in (issue 36) against the real server, on a phone.
// Codes are computed as the phone's app would, at the moment they are typed (freshCodes). The
// server lives for the whole run and other specs sign this patient in with the password alone,
// so the test switches two-factor off again at its end.
test.use({ viewport: { width: 390, height: 844 } });

const email = DEMO_PORTAL_EMAILS[1];

/** The password alone opens the portal (two-factor off). */
async function signInToPortal(page: Page) {
  await page.goto(ROUTES.login);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal$/);
}

async function signOutOfPortal(page: Page) {
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
}

test('a portal patient on a phone turns two-factor on from the portal, signs in with a code and once with a recovery code, then turns it off', async ({
  page,
}) => {
  await signInToPortal(page);

  // The header leads to the security page; the patient enrols there.
  await page.getByRole('link', { name: 'Sign-in security' }).click();
  await expect(page).toHaveURL(/\/portal\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in security' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText(/^Off\. /)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.locator('code').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const freshCode = freshCodes(secret);
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('textbox', { name: 'Six-digit code' }).fill(freshCode());
  await card.getByRole('button', { name: 'Turn on' }).click();
  const list = card.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'I have kept my codes' }).click();
  await expect(card.getByText('On. Recovery codes left: 10.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Your recovery codes' })).toHaveCount(0);
  await signOutOfPortal(page);

  // The password is no longer enough: the code step opens the patient's own area.
  await passwordStep(page, email, DEMO_PASSWORD);
  expect(await axeViolations(page)).toEqual([]);
  await submitCode(page, freshCode());
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await signOutOfPortal(page);

  // A recovery code signs in once; the security page counts what is left.
  await passwordStep(page, email, DEMO_PASSWORD);
  await submitRecoveryCode(page, recoveryCodes[0]!);
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole('link', { name: 'Sign-in security' }).click();
  await expect(card.getByText('On. Recovery codes left: 9.')).toBeVisible();

  // Off again with the password (other specs of this run sign this patient in with it alone).
  await card.getByRole('button', { name: 'Turn off' }).click();
  await card.getByRole('button', { name: 'Use my password instead' }).click();
  await card.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(card.getByText(/^Off\. /)).toBeVisible();
  await signOutOfPortal(page);
  await signInToPortal(page);
});
