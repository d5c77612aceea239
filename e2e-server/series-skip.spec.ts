import { expect, test } from '@playwright/test';
import { call, registerPatientViaApi } from './support/clinical-records';
import {
  DEMO_LOGINS,
  PAGES,
  clinicToday,
  expectNoSeriousAxeViolations,
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
 * Wednesdays at 19:00 (two days after series.spec.ts's Mondays, after the seed's clinic hours), so
 * only the session this spec books for the conflict is in the series' way. No clock is faked: the
 * dates are computed from today in the clinic's zone, weeks ahead.
 */

test('against the real server: the front desk leaves the one conflicting date out of a weekly series and books the rest, then cancels the rest from a later session while the earlier ones stay', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.frontDesk);
  const patient = await registerPatientViaApi(page, {
    givenName: 'Anca',
    familyName: 'Săvulescu',
    birthDate: '1984-02-11',
  });
  const first = plusDays(firstMonday(clinicToday()), 2);
  const dates = [0, 7, 14, 21, 28].map((days) => plusDays(first, days));
  const skipped = dates[1]!;

  // Another patient already sees the clinician at 19:00 on the series' second Wednesday.
  const other = await registerPatientViaApi(page, {
    givenName: 'Radu',
    familyName: 'Ionescu',
    birthDate: '1968-10-30',
  });
  await call(page, 'POST', '/encounters', {
    patientId: other.id,
    clinicianId: CLINICIAN.id,
    startsAt: clinicInstant(skipped, '19:00'),
    endsAt: clinicInstant(skipped, '19:50'),
    modality: 'in-person',
    type: 'individual',
  });

  await page.goto(PAGES.booking(patient.id));
  await expect(page.getByRole('heading', { level: 1, name: 'Book a session' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Clinician' }).selectOption(CLINICIAN.id);
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill(first);
  await page.getByLabel('Start time').fill('19:00');
  await page.getByRole('spinbutton', { name: 'Length (minutes)' }).fill('50');
  await page.getByRole('combobox', { name: 'Repeats' }).selectOption('weekly');
  await page.getByRole('spinbutton', { name: 'Number of sessions' }).fill('5');
  await page.getByRole('button', { name: 'Show the sessions' }).click();

  const preview = page.getByRole('region', { name: 'Sessions of this series' });
  await expect(preview.getByText('5 sessions, 1 with a conflict.')).toBeVisible();
  await expect(preview.getByRole('listitem').nth(1)).toContainText(
    /Meets the clinician's session 7:00\sPM.7:50\sPM/,
  );
  await expect(page.getByRole('button', { name: /^Book \d+ sessions/ })).toHaveCount(0);

  // The conflicting Wednesday is left out, with the keyboard: the preview recounts.
  const boxes = preview.getByRole('checkbox', { name: /^Leave this date out: / });
  await expect(boxes).toHaveCount(5);
  await boxes.nth(1).focus();
  await page.keyboard.press('Space');
  await expect(boxes.nth(1)).toBeChecked();
  await expect(preview.getByText('4 sessions, 0 with a conflict. 1 date left out.')).toBeVisible();
  await expect(preview.getByRole('listitem').nth(1)).toContainText(
    'Left out: no session on this date',
  );
  await expect(preview.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the series preview with a date left out');
  expect(await sessionsOf(page, patient.id)).toEqual([]);
  await page.getByRole('button', { name: 'Book 4 sessions' }).click();

  // The series' first session opens: numbered among the four booked, not the five dates.
  await expect(page).toHaveURL(/\/patientviewsession\?id=/);
  const seriesCard = page.getByRole('region', { name: 'Recurring series' });
  await expect(seriesCard.getByText('Session 1 of 4, weekly.')).toBeVisible();
  const booked = await sessionsOf(page, patient.id);
  expect(booked.map((s) => s.startsAt).sort()).toEqual(
    [dates[0]!, dates[2]!, dates[3]!, dates[4]!].map((d) => clinicInstant(d, '19:00')),
  );
  expect(new Set(booked.map((s) => s.seriesId)).size).toBe(1);
  // No session of the patient on the date left out.
  const dayStart = clinicInstant(skipped, '00:00');
  const dayEnd = clinicInstant(plusDays(skipped, 1), '00:00');
  expect(booked.filter((s) => s.startsAt >= dayStart && s.startsAt < dayEnd)).toEqual([]);

  // From the third booked session (the fourth Wednesday): cancel the rest of the series.
  const third = booked.find((s) => s.startsAt === clinicInstant(dates[3]!, '19:00'))!;
  await page.goto(`/app/panels/hospital/patientviewsession?id=${encodeURIComponent(third.id)}`);
  await expect(seriesCard.getByText('Session 3 of 4, weekly.')).toBeVisible();
  await seriesCard.getByRole('button', { name: 'Cancel the rest of the series' }).click();
  await expect(seriesCard.getByText('These 2 planned sessions will be cancelled:')).toBeVisible();
  await expect(seriesCard.getByRole('listitem')).toHaveCount(2);
  await expect(
    seriesCard.getByText(
      'Earlier sessions, and any already checked in or finished, stay as they are.',
    ),
  ).toBeVisible();
  await seriesCard.getByRole('textbox', { name: 'Reason for cancelling' }).fill('Moving abroad');
  await expectNoSeriousAxeViolations(page, 'cancelling the rest of a series');
  await seriesCard.getByRole('button', { name: 'Cancel 2 sessions' }).click();
  await expect(seriesCard.getByText('2 sessions cancelled.')).toBeVisible();
  await expect(
    seriesCard.getByText('This session is cancelled. The series (weekly) now holds 2 sessions.'),
  ).toBeVisible();

  // The API: the earlier two stay planned, the following two are cancelled with the reason.
  const after = await sessionsOf(page, patient.id);
  const byDate = (date: string) => after.find((s) => s.startsAt === clinicInstant(date, '19:00'));
  expect([dates[0]!, dates[2]!, dates[3]!, dates[4]!].map((d) => byDate(d)?.status)).toEqual([
    'planned',
    'planned',
    'cancelled',
    'cancelled',
  ]);
  expect(byDate(dates[4]!)?.statusReason).toBe('Moving abroad');

  // An earlier session's page counts the two that remain.
  const second = booked.find((s) => s.startsAt === clinicInstant(dates[2]!, '19:00'))!;
  await page.goto(`/app/panels/hospital/patientviewsession?id=${encodeURIComponent(second.id)}`);
  await expect(seriesCard.getByText('Session 2 of 2, weekly.')).toBeVisible();
  await expect(
    seriesCard.getByRole('button', { name: 'Cancel the rest of the series' }),
  ).toBeVisible();
});
