import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_LOGINS,
  DEMO_PASSWORD,
  PAGES,
  expectNoSeriousAxeViolations,
  signInAsDemo,
} from './support/demo-clinic';
import {
  DOCUMENTATION_PAGES,
  SAVED_STATUS,
  finishSession,
  registerPatientViaApi,
  sessionInProgress,
} from './support/clinical-records';

// Each test books its own session (an earlier evening each, see sessionInProgress), so the tests
// stand alone and never meet the seeded sessions or the other specs' bookings.
const subjective = (page: Page) => page.getByRole('textbox', { name: 'Subjective' });
const draftStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Saved|Saving|Unsaved|Offline|Signed)/ });

/** Signs in as the demo clinician and starts a session of theirs with a new patient. */
async function clinicianWithSession(page: Page, familyName: string, daysAgo: number) {
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  const patient = await registerPatientViaApi(page, {
    givenName: 'Noor',
    familyName,
    birthDate: '1988-06-21',
  });
  const encounterId = await sessionInProgress(page, patient.id, daysAgo);
  return { patient, encounterId };
}

test('a clinician writes the Subjective of a SOAP note for their session, sees it saved, and finds it there after a reload', async ({
  page,
}) => {
  const { patient, encounterId } = await clinicianWithSession(page, 'Valdés-Okafor', 1);
  await page.goto(DOCUMENTATION_PAGES.session(encounterId));
  await page.getByRole('link', { name: 'Write SOAP note' }).click();
  await expect(page).toHaveURL(DOCUMENTATION_PAGES.soapNote(encounterId));
  await expect(
    page.getByRole('heading', { level: 1, name: `SOAP note: ${patient.name}` }),
  ).toBeVisible();

  const text = 'Reports sleeping better since the last session; still worried about work.';
  await subjective(page).click();
  await subjective(page).pressSequentially(text);
  await expect(draftStatus(page)).toHaveText(SAVED_STATUS);
  await expectNoSeriousAxeViolations(page, 'the draft SOAP note');

  await page.reload();
  await expect(subjective(page)).toHaveValue(text);
  await expect(draftStatus(page)).toHaveText(SAVED_STATUS);
  await expect(page.getByText('Restored from this device')).toHaveCount(0);
});

test('text typed just before 15 idle minutes is saved as the session ends, and signing in again returns to the note with all of it', async ({
  page,
}) => {
  // The browser's clock only (the server's runs): installed before the first page loads.
  await page.clock.install();
  const { encounterId } = await clinicianWithSession(page, 'Lindqvist', 2);
  const notePage = DOCUMENTATION_PAGES.soapNote(encounterId);
  await page.goto(notePage);
  const first = 'Arrived on time, tearful when talking about her mother.';
  await subjective(page).click();
  await subjective(page).pressSequentially(first);
  await expect(draftStatus(page)).toHaveText(SAVED_STATUS);

  // From here time moves only when the test moves it: the autosave (1.5 s after the typing
  // stops) cannot run on its own before the session ends.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const more = ' Agreed to keep a sleep diary.';
  await subjective(page).pressSequentially(more);
  await expect(draftStatus(page)).toHaveText('Unsaved changes');

  // What reaches the server, in order: the draft's save must be answered before the logout goes.
  const order: string[] = [];
  page.on('requestfinished', (call) => {
    if (call.method() === 'PUT' && /\/notes\//.test(call.url())) order.push('note saved');
  });
  page.on('request', (call) => {
    if (call.url().endsWith('/account/logout')) order.push('logout');
  });
  // The clinician walks away: 15 idle minutes pass at once (the lid closed), then time runs again.
  await page.clock.fastForward('15:05');
  await page.clock.resume();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await expect.poll(() => order).toContain('logout');
  expect(order, 'the draft was saved before the session ended').toEqual(['note saved', 'logout']);

  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_LOGINS.ownerClinician);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(notePage);
  await expect(subjective(page)).toHaveValue(first + more);
  // The server had it: nothing needed restoring from the device copy.
  await expect(draftStatus(page)).toHaveText(SAVED_STATUS);
  await expect(page.getByText('Restored from this device')).toHaveCount(0);
});

test('a signed note is read-only with its signer, time and SHA-256, and its author adds a signed addendum with a reason', async ({
  page,
}) => {
  const { patient, encounterId } = await clinicianWithSession(page, 'Abernethy', 3);
  await page.goto(DOCUMENTATION_PAGES.soapNote(encounterId));
  const said = 'Low mood most days for three weeks.';
  await subjective(page).click();
  await subjective(page).pressSequentially(said);
  const plan = 'Behavioural activation: one walk a day.';
  await page.getByRole('textbox', { name: 'Plan', exact: true }).fill(plan);
  await expect(draftStatus(page)).toHaveText(SAVED_STATUS);

  await page.getByRole('button', { name: 'Sign and lock' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign and lock this note?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign the note' }).click();
  await expect(confirm).toHaveCount(0);

  const document = page.getByRole('article', { name: 'SOAP note' });
  await expect(document).toBeVisible();
  await expect(document).toContainText(said);
  await expect(document).toContainText(plan);
  await expect(
    document.getByText('Signed by Dana Demo, PsyD, licence DEMO-0001 (clinician)'),
  ).toBeVisible();
  await expect(document.getByText(/^Signed (?!by )\S/)).toBeVisible();
  await expect(document.getByText(/^SHA-256: [0-9a-f]{12}$/)).toBeVisible();
  await document.getByText('Show the full SHA-256').click();
  await expect(document.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  // Locked: nothing on the page can be typed into, and it stays so after a reload.
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign and lock' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the signed SOAP note');
  // The record carries its session's details, taken from the session when the note began, and
  // leaves out what was not filled instead of printing "None".
  await expect(document.getByRole('heading', { name: 'Session details' })).toBeVisible();
  await expect(document.getByText(/^\d{2}:\d{2}$/)).toHaveCount(2);
  await expect(document.getByText('None', { exact: true })).toHaveCount(0);
  // On paper: the whole hash, no control to open it, no breadcrumb; what a record needs (issue
  // 30): the clinic with its address, the patient's MRN and birth date, the session's details
  // and the signer's credentials and licence.
  await page.emulateMedia({ media: 'print' });
  await expect(document.getByText('Clinic: Praxis Demo Clinic')).toBeVisible();
  await expect(
    document.getByText(/^Address: Strada Exemplului 12, 010101 București/),
  ).toBeVisible();
  await expect(document.getByText(`Patient: Noor Abernethy · MRN ${patient.mrn}`)).toBeVisible();
  await expect(document.getByText('Date of birth: June 21, 1988')).toBeVisible();
  await expect(document.getByText('In person')).toBeVisible();
  await expect(document.getByText(/^\d{2}:\d{2}$/)).toHaveCount(2);
  await expect(
    document.getByText('Signed by Dana Demo, PsyD, licence DEMO-0001 (clinician)'),
  ).toBeVisible();
  // Every printed page is footed with the patient and its number.
  // (A style element's text is not rendered: read as its text content.)
  const pageRule = await document.locator('style').textContent();
  expect(pageRule).toContain(`@bottom-left { content: "Noor Abernethy · MRN ${patient.mrn}"`);
  expect(pageRule).toContain('counter(page) " of " counter(pages)');
  await expect(document.getByText(/^SHA-256: [0-9a-f]{64}$/)).toBeVisible();
  await expect(document.getByText('Show the full SHA-256')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.reload();
  await expect(
    document.getByText('Signed by Dana Demo, PsyD, licence DEMO-0001 (clinician)'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add addendum' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a signed addendum' });
  const addendum = 'She also mentioned a new job offer, which lifts her mood.';
  await dialog.getByRole('textbox', { name: 'Addendum', exact: true }).fill(addendum);
  await dialog.getByRole('textbox', { name: 'Reason for the addendum' }).fill('Omitted in error');
  await dialog.getByRole('button', { name: 'Sign and add' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The addendum was added.')).toBeVisible();
  await expect(document.getByRole('heading', { name: 'Addenda' })).toBeVisible();
  await expect(
    document.getByText(/^Addendum by Dana Demo, PsyD, licence DEMO-0001, /),
  ).toBeVisible();
  await expect(document.getByText('Reason: Omitted in error')).toBeVisible();
  await expect(document.getByText(addendum)).toBeVisible();
  await expect(document.getByText(/^SHA-256: [0-9a-f]{12}$/)).toHaveCount(2);
  await expectNoSeriousAxeViolations(page, 'the signed SOAP note with an addendum');
});

test('the day’s "Notes to write" link of a session whose draft is a DAP note opens the DAP form with the draft', async ({
  page,
}) => {
  const { patient, encounterId } = await clinicianWithSession(page, 'Ferreira-Nakamura', 9);
  await page.goto(DOCUMENTATION_PAGES.dapNote(encounterId));
  const data = page.getByRole('textbox', { name: 'Data', exact: true });
  const written = 'Came in calmer; used the breathing exercise twice this week.';
  await data.click();
  await data.pressSequentially(written);
  await expect(draftStatus(page)).toHaveText(SAVED_STATUS);
  await finishSession(page, encounterId);

  await page.goto(PAGES.dashboard);
  const notes = page.getByRole('region', { name: 'Notes to write' });
  const link = notes.getByRole('link', { name: new RegExp(`^Note for ${patient.name}, `) });
  await expect(link).toHaveAttribute('href', DOCUMENTATION_PAGES.dapNote(encounterId));
  await link.click();
  await expect(page).toHaveURL(DOCUMENTATION_PAGES.dapNote(encounterId));
  await expect(
    page.getByRole('heading', { level: 1, name: `DAP note: ${patient.name}` }),
  ).toBeVisible();
  await expect(data).toHaveValue(written);
  await expect(page.getByText(/^This session's note is a/)).toHaveCount(0);
});
