import { expect, test, type Page } from '@playwright/test';
import { API_BASE_PATH } from '../common/constants/server.constants';
import { loginResponse } from '../common/contracts/account.contract';
import { encounterResponse } from '../common/contracts/encounters.contract';
import { portalSessionsResponse } from '../common/contracts/portal-visits.contract';
import { DEMO_PORTAL_EMAILS } from '../server/seed/portal.seed';
import { SESSION_KEYS } from '../src/config/constants';
import { DEMO_CLINICIAN_ID, call, registerPatientViaApi } from './support/clinical-records';
import {
  DEMO_CLINIC,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  PAGES,
  expectNoSeriousAxeViolations,
  signInAsDemo,
} from './support/demo-clinic';
import { newestMailTo } from './support/outbox';

// Issue 36's main proof against the real server: a clinician invites a patient from the chart,
// the outbox's link sets a password, and the patient, on a phone, uses their own area; the
// clinician then sees the safety notification and the patient-reported score on the chart.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'a long portal password 1';

/**
 * A 15-minute start late in the UTC evening (23:00, 23:20 or 23:40: outside the demo's clinic
 * hours and the other specs' evening sessions, so it never double-books), `from` to `to` ahead.
 */
function lateEveningBetween(from: number, to: number, now = Date.now()): Date {
  for (let day = 0; day < 5; day += 1) {
    for (const minute of [0, 20, 40]) {
      const at = new Date(now);
      at.setUTCDate(at.getUTCDate() + day);
      at.setUTCHours(23, minute, 0, 0);
      const ahead = at.getTime() - now;
      if (ahead >= from && ahead <= to) return at;
    }
  }
  throw new Error('no late-evening start in that span');
}

async function book(page: Page, patientId: string, startsAt: Date) {
  const body = await call(page, 'POST', '/encounters', {
    patientId,
    clinicianId: DEMO_CLINICIAN_ID,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 15 * MINUTE).toISOString(),
    modality: 'in-person',
    type: 'individual',
    location: 'Room 3',
  });
  return encounterResponse.parse(body).encounter;
}

/** An API call with the page's own bearer token, whatever it answers. */
async function callAs(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);
  return page.request.fetch(`${API_BASE_PATH}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
}

test('a clinician invites a patient from the chart; the patient sets a password from the e-mail, answers a PHQ-9 on a phone, cancels inside the window, is refused outside it and kept from another patient’s session; the clinician is told and the chart shows the patient-reported score', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const email = `portal-invite-${Date.now()}@example.test`;

  // The clinician: a patient with an e-mail, two sessions, an in-session score, a PHQ-9 assigned.
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  const patient = await registerPatientViaApi(page, {
    givenName: 'Pia',
    familyName: `Portal${Date.now() % 100_000}`,
    birthDate: '1990-06-15',
    email,
  });
  const far = await book(page, patient.id, lateEveningBetween(72 * HOUR, 96 * HOUR));
  // Within a day (too late for the patient to cancel), and still to come while the spec runs:
  // 25 min at the least; the starts are 20 min apart and 23 h 20 min across a day, so a span of
  // 23 h 25 min always holds one.
  const near = await book(
    page,
    patient.id,
    lateEveningBetween(25 * MINUTE, 23 * HOUR + 50 * MINUTE),
  );
  await call(page, 'POST', `/patients/${encodeURIComponent(patient.id)}/observations`, {
    instrument: 'phq9',
    answers: [1, 1, 0, 0, 0, 0, 0, 0, 0],
  });

  await page.goto(PAGES.chart(patient.id));
  const assignments = page.getByRole('region', { name: 'Questionnaires before the session' });
  await assignments.getByLabel('Questionnaire').selectOption('phq9');
  await assignments.getByLabel('When').selectOption('session');
  await assignments.getByRole('button', { name: 'Assign' }).click();
  await expect(assignments.getByRole('button', { name: /^End / })).toBeVisible();

  // The portal card: not invited; the dialog takes the chart's e-mail and asks for the consent.
  const card = page.getByRole('region', { name: 'Patient portal' });
  await expect(card.getByText('Not invited to the patient portal.')).toBeVisible();
  await card.getByRole('button', { name: 'Invite to the portal' }).click();
  const dialog = page.getByRole('dialog', { name: `Invite ${patient.name} to the patient portal` });
  await expect(dialog.getByRole('textbox', { name: 'Patient’s e-mail' })).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(
    dialog.getByText('A patient is invited only with their consent to portal use.'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the portal invitation dialog');
  await dialog.getByText('The patient has given this consent').click();
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(`The invitation went to ${email}.`, { exact: false })).toBeVisible();
  await expect(card.getByText(new RegExp(`^Invited as ${email}\\.`))).toBeVisible();

  // The link from the outbox, opened on the patient's phone: a password, then their own area.
  const mail = await newestMailTo(email);
  const link = /https?:\/\/\S+\/portal-invitation#token=[^\s"<>]+/.exec(mail)?.[0];
  expect(link, 'the mail carries the portal link').toBeTruthy();
  const phone = await browser.newContext({ viewport: PHONE });
  const patientPage = await phone.newPage();
  await patientPage.goto(link!);
  await expect(
    patientPage.getByRole('heading', { name: 'Set your portal password' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(patientPage, 'the set-password page on a phone');
  await patientPage.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await patientPage.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await patientPage.getByRole('button', { name: 'Set the password and sign in' }).click();
  await expect(patientPage).toHaveURL(/\/portal$/);
  await expect(patientPage.getByRole('heading', { level: 1, name: /^Hello, Pia / })).toBeVisible();
  await expect(patientPage.getByText(`Your portal at ${DEMO_CLINIC.name}`)).toBeVisible();

  // The next session first, with its clinician.
  const details = patientPage.getByRole('link', { name: /^Details of the session on / });
  await expect(details).toHaveCount(2);
  await expect(patientPage.getByText('with Dana Demo').first()).toBeVisible();
  await expectNoSeriousAxeViolations(patientPage, 'the portal dashboard on a phone');
  await details.first().click();
  await expect(patientPage).toHaveURL(new RegExp(`/portal/sessions/${near.id}$`));

  // The PHQ-9, item 9 = 1: the crisis resources show at once, before and after sending.
  await patientPage.goto('/portal/questionnaires');
  for (let item = 1; item <= 8; item += 1) {
    await patientPage.getByRole('button', { name: 'Not at all' }).click();
  }
  await patientPage.getByRole('button', { name: 'Several days' }).click();
  const crisis = patientPage.getByText(
    'If you are thinking of hurting yourself, help is there now',
  );
  await expect(crisis).toBeVisible();
  await expectNoSeriousAxeViolations(patientPage, 'the PHQ-9 review with crisis resources');
  await patientPage.getByRole('button', { name: 'Send my answers' }).click();
  await expect(patientPage.getByText('Thank you: your answers are sent')).toBeVisible();
  await expect(crisis).toBeVisible();

  // More than 24 hours ahead: the patient cancels it themselves.
  await patientPage.goto(`/portal/sessions/${far.id}`);
  await patientPage.getByRole('button', { name: 'Cancel the session' }).click();
  await expectNoSeriousAxeViolations(patientPage, 'the portal session page on a phone');
  await patientPage.getByRole('button', { name: 'Yes, cancel it' }).click();
  // The page now shows it as the patient's past sessions are shown: its date and status.
  await expect(patientPage.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(patientPage.getByRole('button', { name: 'Cancel the session' })).toHaveCount(0);

  // Within 24 hours: too late here; the clinic's phone is named, and the API refuses too.
  await patientPage.goto(`/portal/sessions/${near.id}`);
  const cancelPart = patientPage.getByRole('region', { name: 'Cancel this session' });
  await expect(cancelPart.getByText(/^It is too late to cancel here/)).toBeVisible();
  await expect(
    cancelPart.getByRole('link', { name: `Call the clinic: ${DEMO_CLINIC.phone}` }),
  ).toBeVisible();
  await expect(patientPage.getByRole('button', { name: 'Cancel the session' })).toHaveCount(0);
  const refused = await callAs(patientPage, 'POST', `/portal/sessions/${near.id}/cancel`, {});
  expect(refused.status()).toBe(409);

  // Another patient's session, by its id: not found on the page, 404 from the API.
  const other = await patientPage.request.post(`${API_BASE_PATH}/account/login`, {
    data: { email: DEMO_PORTAL_EMAILS[1], password: DEMO_PASSWORD },
  });
  const otherToken = loginResponse.parse(await other.json()).access_token;
  const theirs = await patientPage.request.get(`${API_BASE_PATH}/portal/sessions`, {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  const theirId = portalSessionsResponse.parse(await theirs.json()).upcoming[0]?.id;
  expect(theirId, 'the seeded portal patient has a session to come').toBeTruthy();
  await patientPage.goto(`/portal/sessions/${theirId}`);
  await expect(patientPage.getByText('This session cannot be found.')).toBeVisible();
  expect((await callAs(patientPage, 'GET', `/portal/sessions/${theirId}`)).status()).toBe(404);
  await phone.close();

  // The clinician: told at once of item 9, and the chart tells the two scores apart.
  await page.goto(PAGES.dashboard);
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    panel.getByRole('link', {
      name: `${patient.name} answered PHQ-9 item 9 above 0 before a session: assess their safety now.`,
    }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(PAGES.chart(patient.id));
  const scores = page.getByRole('region', { name: "PHQ-9 scores (the chart's numbers)" });
  await expect(
    scores.getByRole('cell', { name: 'Patient-reported (before the session)' }),
  ).toBeVisible();
  await expect(scores.getByRole('cell', { name: 'Re-score' })).toBeVisible();
  await expect(card.getByText(`Signs in to the patient portal as ${email}.`)).toBeVisible();
});
