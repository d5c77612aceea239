import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { encounterResponse } from '../common/contracts/encounters.contract';
import { DEMO_CLINICIAN_ID, call, registerPatientViaApi } from './support/clinical-records';
import { DEMO_LOGINS, PAGES, signInAsDemo } from './support/demo-clinic';
import { decodeQuotedPrintable } from './support/outbox';

const HOUR = 60 * 60 * 1000;
const email = `reminders-${Date.now()}@example.test`;

/**
 * A start inside the next 24 hours (so the 24-hour reminder is due at once) and in the evening,
 * 19:00–21:00 UTC, outside the seeded clinic hours, so it never meets the demo's sessions; moved
 * an hour later it still ends before 23:00, where portal-invite.spec.ts books the same clinician
 * (a start at 22:00 was moved onto one of those: CI's 409 at 19:30 UTC).
 */
function tomorrowEvening(now = new Date()): Date {
  const start = new Date(Math.ceil((now.getTime() + 2 * HOUR) / HOUR) * HOUR);
  if (start.getUTCHours() >= 19 && start.getUTCHours() <= 21) return start;
  const evening = new Date(start);
  evening.setUTCHours(19, 0, 0, 0);
  if (evening < start) evening.setUTCDate(evening.getUTCDate() + 1);
  return evening;
}

/** Every mail to `to` in the e2e server's outbox, decoded, oldest first. */
function mailsTo(to: string): string[] {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .filter((raw) => raw.includes(`To: ${to}`))
    .map(decodeQuotedPrintable);
}

const subjects = (to: string) =>
  mailsTo(to).map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1]?.split(':')[0] ?? '');

async function bookTomorrow(page: Page, patientId: string) {
  const startsAt = tomorrowEvening();
  const body = await call(page, 'POST', '/encounters', {
    patientId,
    clinicianId: DEMO_CLINICIAN_ID,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 50 * 60_000).toISOString(),
    modality: 'in-person',
    type: 'individual',
    location: 'Room 2',
  });
  return encounterResponse.parse(body).encounter;
}

test('against the real server: a reminder for tomorrow lands in the outbox once with an .ics, and an update after a reschedule', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  const patient = await registerPatientViaApi(page, {
    givenName: 'Remy',
    familyName: 'Reminder',
    birthDate: '1984-04-12',
    email,
  });

  // The chart says why no reminder would go, until the consent to be contacted is recorded.
  await page.goto(PAGES.chart(patient.id));
  const reminders = page.getByRole('region', { name: 'Session reminders' });
  await expect(reminders.getByText(/has not consented to be contacted/)).toBeVisible();
  await page.getByRole('button', { name: 'Record a consent' }).click();
  await page.getByLabel('Consent', { exact: true }).selectOption('contact');
  await page.getByRole('button', { name: 'Record the consent' }).click();
  await expect(page.getByText('The consent is recorded.')).toBeVisible();
  await page.reload();
  await expect(
    reminders.getByText('Reminders are sent by e-mail before each session.'),
  ).toBeVisible();

  const session = await bookTomorrow(page, patient.id);
  await expect.poll(() => subjects(email), { timeout: 30_000 }).toEqual(['Reminder']);
  const reminder = mailsTo(email)[0]!;
  expect(reminder).toContain('Content-Type: text/calendar');
  expect(reminder).toContain('appointment.ics');

  const later = new Date(new Date(session.startsAt).getTime() + HOUR);
  await call(page, 'PATCH', `/encounters/${encodeURIComponent(session.id)}`, {
    startsAt: later.toISOString(),
    endsAt: new Date(later.getTime() + 50 * 60_000).toISOString(),
  });
  // The reminder went once (several runs of the scheduler have passed by the time the update is
  // there), and the update follows it.
  await expect.poll(() => subjects(email), { timeout: 30_000 }).toEqual(['Reminder', 'Changed']);
});
