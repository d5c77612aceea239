import { expect, type Page } from '@playwright/test';
import { DEMO_CLINIC, DEMO_PASSWORD } from '../../server/seed/members';
import { axeViolations } from '../../e2e/support/axe';
import { signInInBrowser } from './account-forms';

export { DEMO_CLINIC, DEMO_PASSWORD };

/** The seeded demo accounts (server/seed/members.ts), by what they do in the clinic. */
export const DEMO_LOGINS = {
  ownerClinician: 'demo@praxis.clinic',
  frontDesk: 'frontdesk@praxis.clinic',
  ownerOnly: 'manager@praxis.clinic',
} as const;

const HOSPITAL = '/app/panels/hospital';
export const PAGES = {
  patients: `${HOSPITAL}/patient`,
  organization: `${HOSPITAL}/organization`,
  dashboard: `${HOSPITAL}/practitionerdashboard`,
  chart: (patientId: string) => `${HOSPITAL}/patientdashboard?id=${encodeURIComponent(patientId)}`,
  booking: (patientId: string) =>
    `${HOSPITAL}/patientviewsession?patientId=${encodeURIComponent(patientId)}`,
} as const;

/** Signs a seeded demo account in through the sign-in form. */
export async function signInAsDemo(page: Page, email: string): Promise<void> {
  await signInInBrowser(page, email, DEMO_PASSWORD);
}

/** Today's date in the demo clinic's time zone, as YYYY-MM-DD (what the booking form takes). */
export function clinicToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DEMO_CLINIC.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The clinic's date once it will still be that date `forMs` from now: within `forMs` of the
 * clinic's midnight, waits for the midnight to pass (the server's clock runs for real), so a test
 * that books "today" and then acts on the day's session sees one day throughout.
 */
export async function clinicDayLasting(forMs: number): Promise<string> {
  while (clinicToday() !== clinicToday(new Date(Date.now() + forMs)))
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  return clinicToday();
}

/** Registers a patient on the patient list page; answers the MRN the server gave. */
export async function registerPatient(
  page: Page,
  patient: { givenName: string; familyName: string; birthDate: string },
): Promise<string> {
  await page.goto(PAGES.patients);
  await page.getByRole('button', { name: 'Register a patient' }).click();
  await page.getByRole('textbox', { name: 'Given name' }).fill(patient.givenName);
  await page.getByRole('textbox', { name: 'Family name' }).fill(patient.familyName);
  await page.getByRole('textbox', { name: 'Birth date', exact: true }).fill(patient.birthDate);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const registered = page.getByText(
    `${patient.givenName} ${patient.familyName} is registered with MRN`,
  );
  await expect(registered).toBeVisible();
  const mrn = /MRN (\d+)/.exec((await registered.textContent()) ?? '')?.[1];
  expect(mrn, 'the confirmation names the MRN').toBeTruthy();
  return mrn!;
}

/** The patient id of the chart the page shows (its address names it). */
export function chartPatientId(page: Page): string {
  const id = new URL(page.url()).searchParams.get('id');
  expect(id, 'the chart address names the patient').toBeTruthy();
  return id!;
}

/** Fails with the list of serious or critical WCAG 2.2 AA violations axe finds, if any. */
export async function expectNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page, ['serious', 'critical']), `axe on ${where}`).toEqual([]);
}
