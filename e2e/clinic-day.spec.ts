import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { DEMO_MEMBER, startSignedIn } from './support/open-panel';

const PATIENTS = '/app/panels/hospital/patient';
const DASHBOARD = '/app/panels/hospital/practitionerdashboard';
/** Friday 27 November 2026, 10:30 in the clinic (Bucharest): the booking form offers 11:00. */
const T0 = new Date('2026-11-27T08:30:00Z');

test('the front desk sees a clinician’s session in the clinic’s day and checks the patient in', async ({
  page,
}) => {
  await page.clock.setFixedTime(T0);
  await startSignedIn(page, T0.getTime(), DEMO_MEMBER.frontDesk);
  await page.goto(PATIENTS);
  await expect(page.getByRole('banner')).toBeVisible();

  // The front desk registers a patient and books them with a clinician, at 11:00 today.
  await page.getByRole('button', { name: 'Register a patient' }).click();
  await page.getByRole('textbox', { name: 'Given name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Family name' }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Birth date', exact: true }).fill('1985-12-10');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('link', { name: 'Hopper, Grace' }).click();
  await page.getByRole('link', { name: 'Book a session' }).click();
  await page.getByRole('combobox', { name: 'Clinician' }).selectOption('demo-clinician-2');
  await page.getByRole('button', { name: 'Book the session' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Session with Grace Hopper' }),
  ).toBeVisible();

  // In the app (a reload would forget the mock's sessions), to the dashboard.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Practitioner dashboard' })
    .click();
  await expect(page).toHaveURL(DASHBOARD);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Practitioner dashboard' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: "The clinic's day — Friday, November 27, 2026" }),
  ).toBeVisible();
  await expect(page.getByText("This page is a clinician's day")).toHaveCount(0);
  const row = page.getByRole('row', { name: /Grace Hopper/ });
  await expect(row.getByRole('cell', { name: 'Ioana Popescu' })).toBeVisible();
  await expect(row.getByText('Planned')).toBeVisible();
  await row.getByRole('button', { name: /^Check in: Grace Hopper/ }).click();
  await expect(row.getByText('Checked in')).toBeVisible();
  await expect(page.getByText('Sessions: 1 · to arrive: 0 · checked in, waiting: 1')).toBeVisible();
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
});
