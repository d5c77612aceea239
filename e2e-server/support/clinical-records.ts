import { expect, type Page } from '@playwright/test';
import { API_BASE_PATH } from '../../common/constants/server.constants';
import { etagOf } from '../../common/contracts/documents.contract';
import { encounterResponse } from '../../common/contracts/encounters.contract';
import {
  emptyIntakeContent,
  intakeResponse,
  intakeSubPath,
  patientIntakesPath,
  type IntakeContent,
} from '../../common/contracts/intake.contract';
import { patientResponse } from '../../common/contracts/patients.contract';
import type { ItemAnswer } from '../../common/scoring/instruments';
import { SESSION_KEYS } from '../../src/config/constants';

/**
 * Records a documentation spec starts from, made through the API with the signed-in page's own
 * bearer token (the same member, the same clinic): what the test is about happens in the browser.
 */

/**
 * A draft's status once the server has stored it: "Saved 11:35 PM", or "Saved Nov 30, 2026,
 * 11:35 PM" when the browser's day is past the save's day in the clinic. Tests that let the
 * browser's clock run ahead of the server's (idle limits) cross the clinic's midnight when run
 * in its last half hour (CI did, at 23:36 in Bucharest), and the date is then right to show.
 */
export const SAVED_STATUS = /^Saved (.+ )?\d{1,2}:\d{2}/;

const HOSPITAL = '/app/panels/hospital';
export const DOCUMENTATION_PAGES = {
  session: (encounterId: string) =>
    `${HOSPITAL}/patientviewsession?id=${encodeURIComponent(encounterId)}`,
  soapNote: (encounterId: string) =>
    `${HOSPITAL}/therapysoapform?session=${encodeURIComponent(encounterId)}`,
  dapNote: (encounterId: string) =>
    `${HOSPITAL}/therapydapform?session=${encodeURIComponent(encounterId)}`,
  intake: (patientId: string) =>
    `${HOSPITAL}/therapyintakeform?patient=${encodeURIComponent(patientId)}`,
} as const;

/** The demo owner-clinician's member id (server/seed/members.ts). */
export const DEMO_CLINICIAN_ID = 'demo-practitioner';

async function bearerOf(page: Page): Promise<string> {
  const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);
  expect(token, 'the page is signed in').toBeTruthy();
  return token!;
}

/** An API call with the signed-in page's bearer token; the answer's JSON (it must succeed). */
export async function call(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  body?: unknown,
  etag?: string,
) {
  const headers: Record<string, string> = { authorization: `Bearer ${await bearerOf(page)}` };
  if (etag) headers['if-match'] = etag;
  const response = await page.request.fetch(`${API_BASE_PATH}${path}`, {
    method,
    headers,
    data: body,
  });
  // A refusal names the server's reason (a conflict, a date outside availability) in the failure.
  const refusal = response.ok() ? '' : `: ${await response.text()}`;
  expect(response.ok(), `${method} ${path} answers ${response.status()}${refusal}`).toBe(true);
  return response.json() as Promise<unknown>;
}

export interface RegisteredPatient {
  id: string;
  name: string;
  mrn: string;
}

/** Registers a patient as the signed-in clinician (who becomes the primary clinician). */
export async function registerPatientViaApi(
  page: Page,
  patient: { givenName: string; familyName: string; birthDate: string; email?: string },
): Promise<RegisteredPatient> {
  // A fixture registers on purpose: past the likely-duplicate check (its own tests hold it).
  const body = await call(page, 'POST', '/patients', { confirmNotDuplicate: true, ...patient });
  const { patient: created } = patientResponse.parse(body);
  return {
    id: created.id,
    name: `${patient.givenName} ${patient.familyName}`,
    mrn: created.mrn,
  };
}

/**
 * The UTC date the run began (`playwright.server.config.ts`). Counted from the date of each call
 * instead, a test booking one day back just before midnight and the next test booking two days
 * back just after it asked for the same evening, and the second booking was refused.
 */
function runDay(): string {
  const day = process.env.E2E_RUN_DAY;
  if (!day)
    throw new Error('E2E_RUN_DAY is unset: run these specs with playwright.server.config.ts');
  return day;
}

/**
 * Books a 50-minute session of the demo clinician with the patient at 21:00 UTC `daysAgo` days
 * before the run's day (outside the seeded clinic hours, so it never double-books), checks the
 * patient in and starts it: a session whose note may be written. Each spec uses its own `daysAgo`.
 */
export async function sessionInProgress(
  page: Page,
  patientId: string,
  daysAgo: number,
): Promise<string> {
  const day = new Date(`${runDay()}T21:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysAgo);
  const body = await call(page, 'POST', '/encounters', {
    patientId,
    clinicianId: DEMO_CLINICIAN_ID,
    startsAt: day.toISOString(),
    endsAt: new Date(day.getTime() + 50 * 60_000).toISOString(),
    modality: 'in-person',
    type: 'individual',
  });
  const { encounter } = encounterResponse.parse(body);
  for (const action of ['check-in', 'start']) {
    await call(page, 'POST', `/encounters/${encodeURIComponent(encounter.id)}/transition`, {
      action,
      // The session was days ago: the step confirms it comes on another day (issue 32).
      offDay: { confirmed: true, reason: 'Past session recorded late' },
    });
  }
  return encounter.id;
}

/** Finishes a session that is under way (a finished session with no signed note is owed). */
export async function finishSession(page: Page, encounterId: string): Promise<void> {
  await call(page, 'POST', `/encounters/${encodeURIComponent(encounterId)}/transition`, {
    action: 'finish',
  });
}

/** Starts and signs an intake with these PHQ-9 answers (item 9 at 0: no safety alert). */
export async function signedIntakeViaApi(
  page: Page,
  patientId: string,
  phq9: ItemAnswer[],
): Promise<void> {
  const content: IntakeContent = { ...emptyIntakeContent(), phq9 };
  const created = await call(page, 'POST', patientIntakesPath(patientId), {
    encounterId: null,
    content,
  });
  const { intake } = intakeResponse.parse(created);
  await call(page, 'POST', intakeSubPath(intake.id, 'sign'), undefined, etagOf(intake.version));
}
