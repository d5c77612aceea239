import { expect, test } from '@playwright/test';
import { ROUTES } from '../src/config/constants';
import { DEMO_PORTAL_EMAILS } from '../server/seed/portal.seed';
import {
  DEMO_CLINIC,
  DEMO_PASSWORD,
  PAGES,
  expectNoSeriousAxeViolations,
} from './support/demo-clinic';

// The patient's own area (issue 36) against the real server: a seeded portal patient signs in at
// the members' /login, on a phone, and lands in the portal; a clinic page sends them back there.
test.use({ viewport: { width: 390, height: 844 } });

test('a portal patient signs in at /login on a phone, lands in their own area, and never reaches a clinic page', async ({
  page,
}) => {
  await page.goto(ROUTES.login);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_PORTAL_EMAILS[0]);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await expect(page.getByText(`Your portal at ${DEMO_CLINIC.name}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the portal on a phone');

  // A clinic page is not the patient's: the guard sends them home, and no clinic data showed.
  await page.goto(PAGES.organization);
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();

  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
});
