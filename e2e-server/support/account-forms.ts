import { expect, type Page } from '@playwright/test';
import { ROUTES } from '../../src/config/constants';

/** Creates an account through the sign-up form (a new clinic) and waits for its confirmation. */
export async function signUpInBrowser(
  page: Page,
  account: { firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First name' }).fill(account.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(account.lastName);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account has been created. You can sign in now.')).toBeVisible();
}

/** Signs in through the sign-in form and waits for the landing page. */
export async function signInInBrowser(page: Page, email: string, password: string): Promise<void> {
  await page.goto(ROUTES.login);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Every seeded member has a role, so every one lands on the day (issue 30).
  await expect(page).toHaveURL(new RegExp(`${ROUTES.day}$`));
}
