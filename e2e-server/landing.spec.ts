import { expect, test } from '@playwright/test';
import {
  DEMO_LOGINS,
  PAGES,
  expectNoSeriousAxeViolations,
  signInAsDemo,
} from './support/demo-clinic';

/** Issue 30: after sign-in a member lands on their day, and the bell counts what is real. */
test('against the real server: a clinician lands on their day after sign-in, and the bell counts their real notifications', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  await expect(page).toHaveURL(new RegExp(`${PAGES.dashboard}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Practitioner dashboard' }),
  ).toBeVisible();

  // The seed's finished sessions still owe notes: the bell says how many, and each item opens
  // the session it is about.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const overdue = panel.getByRole('link', { name: /’s session is overdue\.$/ }).first();
  await expect(overdue).toHaveAttribute('href', /\/patientviewsession\?id=/);
  await expectNoSeriousAxeViolations(page, 'the notifications panel');

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Read stays read: it is kept on the server, not in the page.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
});

test('against the real server: the front desk lands on the day too, which shows them the clinic’s', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.frontDesk);
  await expect(page).toHaveURL(new RegExp(`${PAGES.dashboard}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Practitioner dashboard' }),
  ).toBeVisible();
});
