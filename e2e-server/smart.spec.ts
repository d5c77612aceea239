import { expect, test } from '@playwright/test';
import { API_BASE_PATH } from '../common/constants/server.constants';
import { loginResponse } from '../common/contracts/account.contract';
import { patientListResponse } from '../common/contracts/patients.contract';
import { smartAppCreatedResponse } from '../common/contracts/smart.contract';
import { chartHref } from '../src/ui/patients/chart-paths';
import { DEMO_LOGINS, DEMO_PASSWORD, expectNoSeriousAxeViolations } from './support/demo-clinic';
import { startSmartTestApp, type SmartTestApp } from './support/smart-test-app';

let app: SmartTestApp;
test.beforeAll(async () => {
  app = await startSmartTestApp();
});
test.afterAll(() => app.close());

test("against the real server: a SMART app on another origin launches standalone, the member signs in at Praxis, picks the patient and allows it; the app reads that patient (200) and is refused another (403), refreshes its token and reads again; the chart's access trail names the app", async ({
  page,
  request,
  baseURL,
}) => {
  // The clinic's owner registers the app (a public client: PKCE, no secret).
  const login = await request.post(`${API_BASE_PATH}/account/login`, {
    data: { email: DEMO_LOGINS.ownerClinician, password: DEMO_PASSWORD },
  });
  const { access_token } = loginResponse.parse(await login.json());
  const auth = { authorization: `Bearer ${access_token}` };
  const registered = await request.post(`${API_BASE_PATH}/smart-apps`, {
    headers: auth,
    data: {
      name: 'Outcome tracker',
      redirectUris: [`${app.origin}/callback`],
      confidential: false,
      scopes: ['launch/patient', 'patient/*.rs'],
    },
  });
  expect(registered.status()).toBe(201);
  const { app: registration } = smartAppCreatedResponse.parse(await registered.json());
  const patients = patientListResponse.parse(
    await (
      await request.post(`${API_BASE_PATH}/patients/search`, { headers: auth, data: { limit: 5 } })
    ).json(),
  );
  const [chosen, other] = patients.patients;
  expect(chosen && other).toBeTruthy();

  // The app starts the launch; Praxis asks the member to sign in first.
  const config = {
    clientId: registration.clientId,
    fhirBase: `${baseURL}/backend/fhir/R4`,
    otherPatientId: other!.id,
    scope: 'launch/patient patient/*.rs offline_access',
  };
  await page.goto(`${app.origin}/?${new URLSearchParams({ config: JSON.stringify(config) })}`);
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fsmart%2Fauthorize/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_LOGINS.ownerClinician);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Back at the consent page: the app, what it may do in plain words, the patient picker.
  await expect(
    page.getByRole('heading', { name: 'Allow Outcome tracker to read from Praxis?' }),
  ).toBeVisible();
  await expect(
    page.getByText('read and search every record of the patient you choose'),
  ).toBeVisible();
  await expect(
    page.getByText(/keep reading for 30 days after you sign out of Praxis/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Choose the patient the app may read.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a patient' }).fill(chosen!.familyName);
  const option = new RegExp(`^${chosen!.givenName} ${chosen!.familyName}, MRN \\d+, born `);
  await page.getByText(option).first().click();
  await expect(page.getByRole('radio', { name: option }).first()).toBeChecked();
  await expectNoSeriousAxeViolations(page, 'the SMART consent page');
  await page.getByRole('button', { name: 'Allow' }).click();

  // The app got its code, exchanged it and read: the chosen patient only.
  await expect(page).toHaveURL(new RegExp(`^${app.origin}/callback\\?code=`));
  const granted = 'launch/patient patient/*.rs offline_access';
  await expect(page.locator('#token')).toHaveText(`200 ${granted}`);
  await expect(page.locator('#patient')).toHaveText(chosen!.id);
  await expect(page.locator('#chosen')).toHaveText(`200 ${chosen!.familyName}`);
  await expect(page.locator('#other')).toHaveText('403 forbidden');
  // The refresh token it got is rotated at its use; the new access token reads the patient.
  await expect(page.locator('#refreshed')).toHaveText(`200 ${granted} rotated`);
  await expect(page.locator('#again')).toHaveText(`200 ${chosen!.familyName}`);

  // Back in Praxis, the chart's access trail says which reads the app made.
  await page.goto(chartHref(chosen!.id));
  const trail = page.getByRole('region', { name: 'Access trail entries' });
  await expect(trail.getByText('via Outcome tracker').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, "the chart's access trail with an app's reads");
});

test('against the real server: a member who denies the launch sends the app access_denied, and no token', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await request.post(`${API_BASE_PATH}/account/login`, {
    data: { email: DEMO_LOGINS.ownerClinician, password: DEMO_PASSWORD },
  });
  const { access_token } = loginResponse.parse(await login.json());
  const registered = await request.post(`${API_BASE_PATH}/smart-apps`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: {
      name: 'Denied app',
      redirectUris: [`${app.origin}/callback`],
      confidential: false,
      scopes: ['launch/patient', 'patient/*.rs'],
    },
  });
  const { app: registration } = smartAppCreatedResponse.parse(await registered.json());
  const config = { clientId: registration.clientId, fhirBase: `${baseURL}/backend/fhir/R4` };
  await page.goto(`${app.origin}/?${new URLSearchParams({ config: JSON.stringify(config) })}`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_LOGINS.ownerClinician);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(new RegExp(`^${app.origin}/callback\\?error=access_denied`));
  await expect(page.locator('#token')).toHaveText('error access_denied');
});
