import { expect, test } from '@playwright/test';
import { ROUTES } from '../src/config/constants';

const password = 'a long enough secret';
const email = `patients-${Date.now()}@example.test`;

test('against the real server: a new clinic registers a patient and finds them with a misspelt name', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First name' }).fill('Pat');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Clinician');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account has been created. You can sign in now.')).toBeVisible();
  await page.goto(ROUTES.login);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.landing}$`));

  await page.goto('/app/panels/hospital/patient');
  await page.getByRole('button', { name: 'Register a patient' }).click();
  await page.getByRole('textbox', { name: 'Given name' }).fill('Katherine');
  await page.getByRole('textbox', { name: 'Family name' }).fill('Johnson');
  await page.getByRole('textbox', { name: 'Birth date', exact: true }).fill('1918-08-26');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Katherine Johnson is registered with MRN 000001.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name, MRN or birth date' }).fill('Jonson');
  await expect(page.getByRole('cell', { name: /Johnson, Katherine/ })).toBeVisible();
});
