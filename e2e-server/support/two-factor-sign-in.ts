import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ROUTES } from '../../src/config/constants';

/** The code an authenticator app shows at `at` (ms), made with the server's own library. */
export const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/**
 * Codes the real server takes, one per call: the app's current one, or the next step's when the
 * current step was already used (the server takes each 30-second step once, and accepts one step
 * either side of its clock). Each is computed at the moment it is typed, so a slow run cannot
 * leave it behind the server's clock.
 */
export function freshCodes(secret: string): () => string {
  /** When the last accepted code was made. */
  let lastCodeAt = 0;
  return () => {
    lastCodeAt = Math.max(Date.now(), lastCodeAt + 30_000);
    return codeAt(secret, lastCodeAt);
  };
}

/** The password step of /login, for an account with two-factor on: it ends on the code step. */
export async function passwordStep(page: Page, email: string, password: string) {
  await page.goto(ROUTES.login);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

export async function submitCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Six-digit code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

export async function submitRecoveryCode(page: Page, code: string) {
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}
