import { expect, test } from '@playwright/test';
import { signInInBrowser, signUpInBrowser } from './support/account-forms';

const password = 'a long enough secret';
const email = `patients-${Date.now()}@example.test`;

test('against the real server: a new clinic registers a patient and finds them with a misspelt name', async ({
  page,
}) => {
  await signUpInBrowser(page, { firstName: 'Pat', lastName: 'Clinician', email, password });
  await signInInBrowser(page, email, password);

  await page.goto('/app/panels/hospital/patient');
  await page.getByRole('button', { name: 'Register a patient' }).click();
  await page.getByRole('textbox', { name: 'Given name' }).fill('Katherine');
  await page.getByRole('textbox', { name: 'Family name' }).fill('Johnson');
  await page.getByRole('textbox', { name: 'Birth date', exact: true }).fill('1918-08-26');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Katherine Johnson is registered with MRN 000001.')).toBeVisible();
  // A second patient (the form stays open for the next), so the search is seen to choose: both
  // are on the list before it.
  await page.getByRole('textbox', { name: 'Given name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Family name' }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Birth date', exact: true }).fill('1906-12-09');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Grace Hopper is registered with MRN 000002.')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Hopper, Grace/ })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name, MRN or birth date' }).fill('Jonson');
  await expect(page.getByRole('cell', { name: /Hopper, Grace/ })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: /Johnson, Katherine/ })).toBeVisible();
});
