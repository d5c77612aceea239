import { expect, test } from '@playwright/test';
import {
  DEMO_CLINIC,
  DEMO_LOGINS,
  PAGES,
  chartPatientId,
  clinicDayLasting,
  expectNoSeriousAxeViolations,
  registerPatient,
  signInAsDemo,
} from './support/demo-clinic';

// The seeded sessions lie within clinic hours (09:00–17:00), so 20:00 in the clinic cannot collide.
const EVENING = { time: '20:00', minutes: '50' };
/** What the rest of the test takes after it books, with room to spare. */
const DAY_LASTING = 3 * 60_000;

test('against the real server: a clinician registers a patient, books, checks in, starts and finishes a session, and sees it on their day and in the chart', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  const mrn = await registerPatient(page, {
    givenName: 'Ottoline',
    familyName: 'Quennell',
    birthDate: '1979-03-14',
  });

  // Typo-tolerant search: one letter missing still finds her.
  await page.getByRole('searchbox', { name: 'Search by name, MRN or birth date' }).fill('Quenell');
  await page.getByRole('link', { name: 'Quennell, Ottoline' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ottoline Quennell' })).toBeVisible();
  await expect(page.getByText(`MRN ${mrn}`)).toBeVisible();
  await expect(page.getByText('No sessions booked yet.')).toBeVisible();
  const patientId = chartPatientId(page);

  // The chart offers no booking link yet: booking starts on the session page for the patient.
  // Booked for today and then checked in and shown on today's list: near the clinic's midnight,
  // the test waits for the new day (at most DAY_LASTING, added to its time limit).
  test.setTimeout(test.info().timeout + DAY_LASTING);
  const today = await clinicDayLasting(DAY_LASTING);
  await page.goto(PAGES.booking(patientId));
  await expect(page.getByRole('heading', { level: 1, name: 'Book a session' })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByText('Book a session', { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(`in the clinic's time zone, ${DEMO_CLINIC.timeZone}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Clinician' })).toHaveValue('demo-practitioner');
  await page.getByLabel('Date').fill(today);
  await page.getByLabel('Start time').fill(EVENING.time);
  await page.getByRole('spinbutton', { name: 'Length (minutes)' }).fill(EVENING.minutes);
  await page.getByRole('button', { name: 'Book the session' }).click();

  await expect(page).toHaveURL(/\/patientviewsession\?id=/);
  const sessionUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Quennell');
  await expect(page.getByText(`Clinic time, ${DEMO_CLINIC.timeZone}`)).toBeVisible();
  for (const [action, status] of [
    ['Check in', 'Checked in'],
    ['Start session', 'In progress'],
    ['Finish', 'Finished'],
  ] as const) {
    await page.getByRole('button', { name: action, exact: true }).click();
    await expect(page.getByText(`The session is now: ${status}.`)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Finish', exact: true })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the session page');

  // The clinician's day: today's list has the finished session, with nothing left to do on it.
  await page.goto(PAGES.dashboard);
  await expect(page.getByRole('heading', { name: 'Sessions of the day' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: /Quennell/ }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Finished');
  await expect(row).toContainText('Nothing to do');
  await expectNoSeriousAxeViolations(page, 'the practitioner dashboard');

  // The chart's timeline lists it (past or upcoming, as the clock says), finished, linking to it.
  await page.goto(PAGES.chart(patientId));
  await expect(page.getByRole('heading', { level: 1, name: 'Ottoline Quennell' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: 'Finished' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('with Dana Demo');
  await entry.getByRole('link').click();
  await expect(page).toHaveURL(sessionUrl);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Ottoline Quennell' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the patient chart');
});
