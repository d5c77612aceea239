import { expect, test } from '@playwright/test';
import {
  DEMO_LOGINS,
  PAGES,
  clinicToday,
  expectNoSeriousAxeViolations,
  signInAsDemo,
} from './support/demo-clinic';

/** The Monday after `today` (YYYY-MM-DD): a week ahead when today is a Monday. */
function nextMonday(today: string): string {
  const date = new Date(`${today}T12:00:00Z`);
  const ahead = (8 - date.getUTCDay()) % 7 || 7;
  date.setUTCDate(date.getUTCDate() + ahead);
  return date.toISOString().slice(0, 10);
}

test('against the real server: the front desk opens next Monday in the week view, sees the booked sessions, opens one and moves one to an empty slot', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.frontDesk);
  const monday = nextMonday(clinicToday());
  await page.goto(`${PAGES.dashboard}?view=week&date=${monday}`);

  const grid = page.getByRole('grid', { name: /^Sessions from Monday, / });
  await expect(grid).toBeVisible();
  // The seed books every patient's standing weekly slot up to two weeks ahead.
  const booked = grid.getByRole('button', { name: /, Planned, / });
  await expect(booked.first()).toBeVisible();
  expect(await booked.count()).toBeGreaterThan(3);
  await expect(page.getByRole('combobox', { name: 'Whose calendar' })).toHaveValue('all');
  await expectNoSeriousAxeViolations(page, 'the week view');

  await booked.first().click();
  await expect(page).toHaveURL(/\/patientviewsession\?id=/);
  await page.goBack();
  await expect(grid).toBeVisible();

  // Move a session to Monday 18:00, after the seed's hours: an empty slot, chosen with the keyboard.
  const move = grid.getByRole('button', { name: /^Move the session of / }).first();
  const patient = (await move.getAttribute('aria-label'))!.replace('Move the session of ', '');
  await move.click();
  await expect(
    page.getByText(`Choose a new time for the session of ${patient}`, { exact: false }),
  ).toBeVisible();
  const evening = grid.getByRole('gridcell', { name: /^Monday, .+, 6:00 PM$/ });
  await evening.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move it' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(
    page.getByText(new RegExp(`^The session of ${patient} is now on Monday, .+6:00 PM`)),
  ).toBeVisible();
  // The week, refreshed from the server, now shows it at 18:00.
  await expect(
    grid.getByRole('button', { name: new RegExp(`^6:00.+PM, ${patient}, Planned`) }),
  ).toBeVisible();
});
