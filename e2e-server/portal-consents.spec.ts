import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from '../e2e/support/axe';
import { API_BASE_PATH } from '../common/constants/server.constants';
import { SIGNABLE_CONSENT_KINDS } from '../common/contracts/consent-texts.contract';
import { ROUTES } from '../src/config/constants';
import { DEMO_PORTAL_EMAILS } from '../server/seed/portal.seed';
import {
  DEMO_LOGINS,
  DEMO_PASSWORD,
  PAGES,
  expectNoSeriousAxeViolations,
  signInAsDemo,
} from './support/demo-clinic';

// Consents signed online and shared documents (issue 36) against the real server: an owner adds a
// consent text version, the patient's clinician shares a handout, the patient signs with their
// typed name on a phone and reads the handout, the chart shows the signed consent, and the
// patient downloads their record.

const KIND_LABEL: Record<(typeof SIGNABLE_CONSENT_KINDS)[number], string> = {
  treatment: 'Consent to treatment',
  telehealth: 'Telehealth',
  'recording-ai': 'Recording and AI drafting',
  'release-of-information': 'Release of information',
  portal: 'Patient portal use',
};

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const reply = await request.post(`${API_BASE_PATH}/account/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { access_token: string }).access_token;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const reply = await request.get(`${API_BASE_PATH}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status(), path).toBe(200);
  return (await reply.json()) as T;
}

/** The seeded portal patient, a kind they have no consent in force for, and their clinician. */
async function scenario(request: APIRequestContext) {
  const patientToken = await tokenOf(request, DEMO_PORTAL_EMAILS[0]);
  const me = await apiGet<{ patient: { id: string; name: string } }>(
    request,
    patientToken,
    '/portal/me',
  );
  const owner = await tokenOf(request, DEMO_LOGINS.ownerClinician);
  const { current } = await apiGet<{ current: { kind: string; status: string }[] }>(
    request,
    owner,
    `/patients/${me.patient.id}/consents`,
  );
  const granted = new Set(current.filter((c) => c.status === 'granted').map((c) => c.kind));
  const kind = SIGNABLE_CONSENT_KINDS.find((each) => !granted.has(each));
  expect(kind, 'a kind the seeded patient has not consented to').toBeTruthy();
  const { patient } = await apiGet<{ patient: { primaryClinicianId: string | null } }>(
    request,
    owner,
    `/patients/${me.patient.id}`,
  );
  const { members } = await apiGet<{ members: { id: string; email: string }[] }>(
    request,
    owner,
    '/clinic/members',
  );
  const clinician = members.find((m) => m.id === patient.primaryClinicianId)?.email;
  expect(clinician, 'the patient’s primary clinician').toBeTruthy();
  return { patientId: me.patient.id, kind: kind!, clinician: clinician! };
}

async function signOut(page: Page) {
  await page.goto(ROUTES.logout);
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
}

test('an owner adds a consent text, the clinician shares a handout, the patient signs and reads it on a phone, the chart shows the signature, the patient downloads their record', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { patientId, kind, clinician } = await scenario(request);
  const title = `Consent for the e2e ${Date.now()}`;
  const handout = `Sleep diary ${Date.now()}`;

  // The owner adds a version on the organization page.
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  await page.goto(PAGES.organization);
  const texts = page.getByRole('region', { name: 'Consent texts' });
  await expect(texts.getByText(/A saved version never changes/)).toBeVisible();
  await texts.getByLabel('Consent', { exact: true }).selectOption(kind);
  await texts.getByRole('textbox', { name: 'Title' }).fill(title);
  await texts.getByRole('textbox', { name: 'Text' }).fill('I agree to this, read in the portal.');
  await texts.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(
    texts.getByText('The new version is saved. Patients see it from now on.'),
  ).toBeVisible();
  await expect(texts.getByText(new RegExp(`“${title}”, version \\d+`))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the organization page’s consent texts');
  await signOut(page);

  // The patient's clinician shares a handout from the chart.
  await signInAsDemo(page, clinician);
  await page.goto(PAGES.chart(patientId));
  const shared = page.getByRole('region', { name: 'Shared with the patient' });
  await shared.getByRole('textbox', { name: 'Handout title' }).fill(handout);
  await shared.getByRole('textbox', { name: 'Handout text' }).fill('Write down when you sleep.');
  await shared.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(shared.getByText(handout)).toBeVisible();
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
  await signOut(page);

  // The patient, on a phone, signs the consent with their typed name and reads the handout.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ROUTES.login);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_PORTAL_EMAILS[0]);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole('link', { name: 'Read and sign' }).click();
  await expect(page).toHaveURL(/\/portal\/consents$/);
  const consent = page.getByRole('article', { name: title });
  await expect(consent.getByText(KIND_LABEL[kind], { exact: false })).toBeVisible();
  await consent.getByRole('button', { name: 'Sign' }).click();
  await expect(consent.getByText('Type your name to sign.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the portal’s consents with an empty name');
  await consent.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Maria Patient');
  await consent.getByRole('button', { name: 'Sign' }).click();
  await expect(
    page.getByRole('article', { name: title }).getByText(/as Maria Patient$/),
  ).toBeVisible();

  await page.goto('/portal');
  await page.getByRole('link', { name: handout }).click();
  await expect(page.getByRole('heading', { level: 1, name: handout })).toBeVisible();
  await expect(page.getByText('Write down when you sleep.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'a shared handout on a phone');

  // The patient downloads their record.
  await page.goto('/portal/record');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my record' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  await expect(page.getByText(/Your record was saved as .+\.zip/)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the record download');
  await signOut(page);

  // The clinician's chart shows the consent signed online.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsDemo(page, clinician);
  await page.goto(PAGES.chart(patientId));
  await expect(
    page.getByText(/Signed online by the patient as “Maria Patient”, text version \d+/),
  ).toBeVisible();
});
