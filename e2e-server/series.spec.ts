import { expect, test } from '@playwright/test';
import { call, registerPatientViaApi } from './support/clinical-records';
import {
  DEMO_LOGINS,
  PAGES,
  chartPatientId,
  clinicToday,
  expectNoSeriousAxeViolations,
  registerPatient,
  signInAsDemo,
} from './support/demo-clinic';
import {
  SERIES_CLINICIAN as CLINICIAN,
  clinicInstant,
  firstMonday,
  plusDays,
  sessionsOf,
} from './support/series-dates';

/*
 * The series is at 19:00 on Mondays, after the seed's clinic hours (09:00–17:00), so only the
 * session this spec books for the conflict is in its way.
 */

test('against the real server: the front desk books a weekly series of 6 for a new patient, sees the one conflict named before anything is stored, books at another time, moves one session, and the clinician opens the intake', async ({
  page,
  browser,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.frontDesk);
  const patient = { givenName: 'Ilinca', familyName: 'Vărzaru', birthDate: '1986-05-19' };
  await registerPatient(page, patient);
  await page.getByRole('link', { name: 'Open the chart of Ilinca Vărzaru' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ilinca Vărzaru' })).toBeVisible();
  const patientId = chartPatientId(page);

  // Another patient already sees the clinician at 19:00 on the series' third Monday.
  const first = firstMonday(clinicToday());
  const other = await registerPatientViaApi(page, {
    givenName: 'Sorin',
    familyName: 'Petrache',
    birthDate: '1970-01-23',
  });
  await call(page, 'POST', '/encounters', {
    patientId: other.id,
    clinicianId: CLINICIAN.id,
    startsAt: clinicInstant(plusDays(first, 14), '19:00'),
    endsAt: clinicInstant(plusDays(first, 14), '19:50'),
    modality: 'in-person',
    type: 'individual',
  });

  await page.goto(PAGES.booking(patientId));
  await expect(page.getByRole('heading', { level: 1, name: 'Book a session' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Clinician' }).selectOption(CLINICIAN.id);
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill(first);
  await page.getByLabel('Start time').fill('19:00');
  await page.getByRole('spinbutton', { name: 'Length (minutes)' }).fill('50');
  await page.getByRole('combobox', { name: 'Repeats' }).selectOption('weekly');
  await expect(page.getByRole('combobox', { name: 'Ends' })).toHaveValue('count');
  await page.getByRole('spinbutton', { name: 'Number of sessions' }).fill('6');
  await page.getByRole('button', { name: 'Show the sessions' }).click();

  // The preview: six Mondays, the third named as meeting the clinician's 19:00 session.
  const preview = page.getByRole('region', { name: 'Sessions of this series' });
  await expect(preview.getByText('6 sessions, 1 with a conflict.')).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(6);
  const third = preview.getByRole('listitem').nth(2);
  await expect(third).toContainText(/Meets the clinician's session 7:00\sPM.7:50\sPM/);
  await expect(preview.getByRole('alert')).toHaveText(/Nothing is booked while a conflict remains/);
  await expect(page.getByRole('button', { name: /^Book \d+ sessions/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the series preview with a conflict');
  // Nothing of the series is stored.
  expect(await sessionsOf(page, patientId)).toEqual([]);

  // Resolved as the form allows: another time for the whole series, checked again, then booked.
  await page.getByLabel('Start time').fill('18:00');
  await expect(preview).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the sessions' }).click();
  await expect(preview.getByText('6 sessions, 0 with a conflict.')).toBeVisible();
  await expect(page.getByText('Nothing is booked yet.', { exact: false })).toBeVisible();
  expect(await sessionsOf(page, patientId)).toEqual([]);
  await page.getByRole('button', { name: 'Book 6 sessions' }).click();

  // The form opens the series' first session.
  await expect(page).toHaveURL(/\/patientviewsession\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vărzaru');
  const booked = await sessionsOf(page, patientId);
  expect(booked).toHaveLength(6);
  const seriesIds = new Set(booked.map((s) => s.seriesId));
  expect(seriesIds.size).toBe(1);
  expect([...seriesIds][0]).toBeTruthy();
  expect(booked.map((s) => s.startsAt).sort()).toEqual(
    [0, 7, 14, 21, 28, 35].map((days) => clinicInstant(plusDays(first, days), '18:00')),
  );

  // One occurrence moves to the Tuesday: the first, from its session page.
  await page.getByRole('button', { name: 'Reschedule', exact: true }).click();
  const reschedule = page.locator('#reschedule-session');
  await reschedule.getByRole('textbox', { name: 'Date', exact: true }).fill(plusDays(first, 1));
  await reschedule.getByRole('button', { name: 'Save the new time' }).click();
  const tuesdayText = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${plusDays(first, 1)}T12:00:00Z`));
  await expect(
    page.getByText(new RegExp(`^The session is booked for ${tuesdayText}, 6:00\\sPM`)),
  ).toBeVisible();
  const moved = await sessionsOf(page, patientId);
  const tuesday = moved.filter((s) => s.startsAt === clinicInstant(plusDays(first, 1), '18:00'));
  expect(tuesday).toHaveLength(1);
  // It stays one of the series; the others keep their Mondays.
  expect(tuesday[0]!.seriesId).toBe(booked[0]!.seriesId);
  expect(moved.filter((s) => s.startsAt === clinicInstant(first, '18:00'))).toEqual([]);
  expect(moved).toHaveLength(6);

  // The booked clinician, signing in, may open the new patient's intake (the series put them on
  // the care team).
  const clinician = await browser.newPage();
  await signInAsDemo(clinician, CLINICIAN.email);
  await clinician.goto(PAGES.chart(patientId));
  await expect(clinician.getByRole('heading', { level: 1, name: 'Ilinca Vărzaru' })).toBeVisible();
  await clinician.getByRole('link', { name: 'Start intake' }).click();
  await expect(clinician).toHaveURL(/\/therapyintakeform\?patient=/);
  await expect(clinician.getByRole('textbox', { name: 'Reason for referral' })).toBeEditable();
  await clinician.close();
});

test('against the real server: registering a patient again with a misspelt name shows the existing patient, and "Open existing" opens their chart', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.frontDesk);
  const mrn = await registerPatient(page, {
    givenName: 'Teodora',
    familyName: 'Vlădescu',
    birthDate: '1992-09-03',
  });

  // The registration form stays open on the list: the same person again, one letter off.
  await page.getByRole('textbox', { name: 'Given name' }).fill('Teodora');
  await page.getByRole('textbox', { name: 'Family name' }).fill('Vladescu');
  await page.getByRole('textbox', { name: 'Birth date', exact: true }).fill('1992-09-03');
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  const warning = page
    .getByRole('alert')
    .filter({ hasText: 'This patient may already be registered' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Vlădescu, Teodora');
  await expect(warning).toContainText(`MRN ${mrn}`);
  await expectNoSeriousAxeViolations(page, 'the likely duplicate');
  await warning.getByRole('link', { name: 'Open existing' }).click();
  await expect(page).toHaveURL(/\/patientdashboard\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Teodora Vlădescu' })).toBeVisible();
  await expect(page.getByText(`MRN ${mrn}`)).toBeVisible();
});
