import { expect, test, type Page } from '@playwright/test';
import { TWO_FACTOR_PATHS } from '../common/contracts/two-factor.contract';
import { ROUTES } from '../src/config/constants';
import { axeViolations } from '../e2e/support/axe';
import { signUpInBrowser } from './support/account-forms';
import {
  codeAt,
  freshCodes,
  passwordStep as signInPasswordStep,
  submitCode,
  submitRecoveryCode,
} from './support/two-factor-sign-in';

// Two-factor sign-in (issue 36) against the real server. Codes are computed as the phone's app
// would, with the server's own library; a code is accepted once per 30-second step, so each use
// takes the code of a later step (the server accepts one step either side of its clock).
const account = {
  firstName: 'Tess',
  lastName: 'Totp',
  email: `two-factor-${Date.now()}@example.test`,
  password: 'a long enough secret',
};
const passwordStep = (page: Page) => signInPasswordStep(page, account.email, account.password);

async function signOut(page: Page) {
  await page.goto(ROUTES.logout);
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
}

test.describe.configure({ mode: 'serial' });

let secret = '';
let recoveryCodes: string[] = [];
/** A code the real server takes now (see freshCodes): set once the key is read. */
let freshCode: () => string = () => {
  throw new Error('no key yet');
};

test('a member enrols on the account page: QR code, key, first code, recovery codes shown once', async ({
  page,
}) => {
  await signUpInBrowser(page, account);
  await page.goto(ROUTES.login);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`${ROUTES.login}$`));
  await page.goto(ROUTES.profileSettings);
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  secret = (await card.locator('code').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  freshCode = freshCodes(secret);
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('textbox', { name: 'Six-digit code' }).fill(freshCode());
  await card.getByRole('button', { name: 'Turn on' }).click();
  const list = card.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'I have kept my codes' }).click();
  await expect(card.getByText('On. Recovery codes left: 10.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Your recovery codes' })).toHaveCount(0);
  await signOut(page);
});

test('after the password, the sign-in asks for the code and opens the session with it', async ({
  page,
}) => {
  await passwordStep(page);
  const field = page.getByRole('textbox', { name: 'Six-digit code' });
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  expect(await axeViolations(page)).toEqual([]);
  await submitCode(page, freshCode());
  await expect(page).toHaveURL(new RegExp(`${ROUTES.day}$`));
  await signOut(page);
});

test('a recovery code signs in once; the second use is refused', async ({ page }) => {
  await passwordStep(page);
  await submitRecoveryCode(page, recoveryCodes[0]!);
  await expect(page).toHaveURL(new RegExp(`${ROUTES.day}$`));
  await signOut(page);
  await passwordStep(page);
  await submitRecoveryCode(page, recoveryCodes[0]!);
  await expect(page.getByRole('alert')).toHaveText('The code is incorrect.');
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
});

test('a challenge left too long goes back to the password, saying so', async ({ page }) => {
  await page.clock.install();
  await passwordStep(page);
  // The challenge lives 5 minutes (the server's expiresIn): the browser's clock runs them at once.
  await page.clock.runFor(300_000);
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in took too long. Please sign in again.',
  );
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
});

test('wrong codes are limited like wrong passwords: the code step names the wait', async ({
  page,
}) => {
  const wrong = codeAt(secret, Date.now() - 3_600_000);
  await passwordStep(page);
  const alert = page.getByRole('alert');
  // A few free failures (as for passwords; the refused recovery code above was one), then a wait.
  // Each try is decided by the server's answer: the alert still shows the last try's text until
  // the app draws the new one, so reading it would count a try the server has not judged.
  const answerTo = async (code: string) => {
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.endsWith(TWO_FACTOR_PATHS.signInCode),
    );
    await submitCode(page, code);
    return (await answered).status();
  };
  for (let attempt = 0; attempt < 6; attempt++) {
    const status = await answerTo(wrong);
    expect([401, 429]).toContain(status);
    if (status === 429) break;
  }
  await expect(alert).toHaveText(/^Too many attempts\. Try again in (1 minute|\d+ seconds)\.$/);
  // The right code waits too: the answer must not tell a guesser it was right.
  expect(await answerTo(freshCode())).toBe(429);
  await expect(alert).toHaveText(/^Too many attempts\. Try again in /);
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
  expect(await axeViolations(page)).toEqual([]);
});
