import { expect, test } from '@playwright/test';
import { addDays, formatIsoDate, parseIsoDate } from '../common/time/zoned-time';
import { call, registerPatientViaApi } from './support/clinical-records';
import {
  PAGES,
  clinicToday,
  expectNoSeriousAxeViolations,
  signInAsDemo,
} from './support/demo-clinic';

/** Amira Haddad (server/seed/members.ts): a clinician no other server spec books with. */
const CLINICIAN = { id: 'demo-clinician-3', email: 'clinician3@praxis.clinic' };

/**
 * The Monday six weeks or so after `today` (clinic dates, computed from the clinic's zone): past
 * the seed's bookings (two weeks ahead) and the other specs' Mondays.
 */
function mondayAhead(today: string): string {
  const day = parseIsoDate(today)!;
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return formatIsoDate(addDays(day, ((8 - weekday) % 7 || 7) + 42));
}
const plusDays = (date: string, days: number) => formatIsoDate(addDays(parseIsoDate(date)!, days));
/** A clinic date as the week grid names it, e.g. "Monday, January 11, 2027". */
const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

test('against the real server: a clinician sets Monday 09:00–13:00 and a date off on their card; the week shades Monday afternoon and the date off, and booking Monday 15:00 asks to confirm', async ({
  page,
}) => {
  const monday = mondayAhead(clinicToday());
  const wednesday = plusDays(monday, 2);
  await signInAsDemo(page, CLINICIAN.email);
  try {
    // Their card on the practitioner page: Monday's hours and one date off, saved.
    await page.goto('/app/panels/hospital/practitioner');
    const card = page.getByRole('region', { name: 'Your working hours' });
    await expect(card.getByRole('button', { name: 'Save the working hours' })).toBeVisible();
    // The seed may have given them hours: Monday's rows are replaced by 09:00–13:00 only.
    const removeMonday = card.getByRole('button', { name: /^Remove the hours .+ on Monday$/ });
    while ((await removeMonday.count()) > 0) await removeMonday.first().click();
    await card.getByRole('button', { name: 'Add hours on Monday' }).click();
    await card.getByRole('textbox', { name: 'Monday: from (HH:MM)' }).fill('09:00');
    await card.getByRole('textbox', { name: 'Monday: until (HH:MM)' }).fill('13:00');
    await card.getByRole('button', { name: 'Add a date off' }).click();
    const dates = card.getByRole('textbox', { name: /^Date \d+$/ });
    await dates.last().fill(wednesday);
    await card.getByRole('button', { name: 'Save the working hours' }).click();
    await expect(card.getByText('Saved.')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the working-hours card');

    // The week of that Monday: the afternoon and the date off are shaded, and named so.
    await page.goto(`${PAGES.dashboard}?view=week&date=${monday}&clinician=${CLINICIAN.id}`);
    const grid = page.getByRole('grid', { name: /^Sessions from Monday, / });
    await expect(grid).toBeVisible();
    const cell = (date: string, time: string, rest = '') =>
      grid.getByRole('gridcell', { name: `${dayName(date)}, ${time}${rest}` });
    await expect(cell(monday, '3:00 PM', ', outside working hours')).toHaveAttribute(
      'data-shade',
      'outside',
    );
    await expect(cell(monday, '10:00 AM')).not.toHaveAttribute('data-shade');
    await expect(cell(wednesday, '10:00 AM', ', a date off')).toHaveAttribute(
      'data-shade',
      'date-off',
    );
    await expect(page.getByRole('region', { name: 'What the shading means' })).toContainText(
      'the booking asks you to confirm',
    );
    await expectNoSeriousAxeViolations(page, 'the shaded week');

    // Booking Monday 15:00 asks first, and books once confirmed.
    const patient = await registerPatientViaApi(page, {
      givenName: 'Ruxandra',
      familyName: 'Cazacu',
      birthDate: '1979-04-02',
    });
    await page.goto(PAGES.booking(patient.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Book a session' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Clinician' }).selectOption(CLINICIAN.id);
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill(monday);
    await page.getByLabel('Start time').fill('15:00');
    await page.getByRole('button', { name: 'Book the session' }).click();
    const question = page.getByRole('alert').filter({ hasText: 'Book it anyway?' });
    await expect(question).toContainText(
      /Outside the clinician’s working hours or on their date off: Monday, /,
    );
    await expectNoSeriousAxeViolations(page, 'the outside-hours question');
    await page.getByRole('button', { name: 'Yes, book anyway' }).click();
    await expect(page).toHaveURL(/\/patientviewsession\?id=/);
  } finally {
    // The clinician's hours as the seed left them (none): the other specs book them freely.
    await call(page, 'PUT', `/availability/clinicians/${CLINICIAN.id}`, {
      hours: [],
      datesOff: [],
    });
  }
});
