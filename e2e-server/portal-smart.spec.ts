import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_BASE_PATH } from '../common/constants/server.constants';
import { loginResponse } from '../common/contracts/account.contract';
import { patientListResponse } from '../common/contracts/patients.contract';
import { patientPortalPath, portalAccess } from '../common/contracts/portal.contract';
import { smartAppCreatedResponse } from '../common/contracts/smart.contract';
import { DEMO_PORTAL_EMAILS } from '../server/seed/portal.seed';
import { DEMO_LOGINS, DEMO_PASSWORD, expectNoSeriousAxeViolations } from './support/demo-clinic';
import { startSmartTestApp, type SmartTestApp } from './support/smart-test-app';

// A patient's own app via SMART (issue 36) against the real server: the app launches standalone,
// the portal patient signs in at /login and allows it on the portal's consent page; the app reads
// the patient's own record and finds another patient's nowhere; "Your apps" revokes it.
let app: SmartTestApp;
test.beforeAll(async () => {
  app = await startSmartTestApp();
});
test.afterAll(() => app.close());

async function memberToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${API_BASE_PATH}/account/login`, {
    data: { email: DEMO_LOGINS.ownerClinician, password: DEMO_PASSWORD },
  });
  return loginResponse.parse(await login.json()).access_token;
}

/**
 * The seeded portal patients' ids, found as a member: every active patient of the clinic, page by
 * page, until the chart's portal access names both e-mail addresses.
 */
async function portalPatientIds(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const ids = new Map<string, string>();
  const found = () => DEMO_PORTAL_EMAILS.every((address) => ids.has(address));
  let cursor: string | undefined;
  do {
    const page = patientListResponse.parse(
      await (
        await request.post(`${API_BASE_PATH}/patients/search`, {
          headers,
          data: { clinician: 'any', status: 'active', limit: 100, cursor },
        })
      ).json(),
    );
    for (const patient of page.patients) {
      const answer = await request.get(`${API_BASE_PATH}${patientPortalPath(patient.id)}`, {
        headers,
      });
      const { email } = portalAccess.parse(await answer.json());
      if (email) ids.set(email, patient.id);
      if (found()) break;
    }
    cursor = page.nextCursor;
  } while (cursor && !found());
  return DEMO_PORTAL_EMAILS.map((address) => {
    expect(ids.get(address), `the chart of ${address}`).toBeTruthy();
    return ids.get(address)!;
  });
}

test("against the real server: a portal patient allows their own app on the portal's consent page; it reads their record (200) and not another patient's (404); revoked on 'Your apps', its token is refused (401)", async ({
  page,
  request,
  baseURL,
}) => {
  // The clinic's owner registers the app (a public client: PKCE, no secret).
  const token = await memberToken(request);
  const registered = await request.post(`${API_BASE_PATH}/smart-apps`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Step diary',
      redirectUris: [`${app.origin}/callback`],
      confidential: false,
      scopes: ['launch/patient', 'patient/*.rs'],
    },
  });
  expect(registered.status()).toBe(201);
  const { app: registration } = smartAppCreatedResponse.parse(await registered.json());
  const [ownId, otherId] = await portalPatientIds(request, token);

  // The app starts the launch; Praxis asks the patient to sign in first.
  const fhirBase = `${baseURL}/backend/fhir/R4`;
  const config = {
    clientId: registration.clientId,
    fhirBase,
    otherPatientId: otherId,
    scope: 'launch/patient patient/*.read',
  };
  await page.goto(`${app.origin}/?${new URLSearchParams({ config: JSON.stringify(config) })}`);
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fsmart%2Fauthorize/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_PORTAL_EMAILS[0]);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // The portal's consent page: the app and, in plain words, what it may read of the patient's own.
  await expect(page).toHaveURL(/\/portal\/apps\/authorize\?request=/);
  await expect(
    page.getByRole('heading', { name: 'Allow Step diary to read your records?' }),
  ).toBeVisible();
  await expect(page.getByText('know that it is you')).toBeVisible();
  await expect(page.getByText('read and search all your records')).toBeVisible();
  await expectNoSeriousAxeViolations(page, "the portal's consent page");
  const tokenAnswer = page.waitForResponse(
    (answer) => answer.url().endsWith('/token') && answer.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Allow' }).click();

  // The app got its code, exchanged it and read: the patient's own record, no one else's.
  await expect(page).toHaveURL(new RegExp(`^${app.origin}/callback\\?code=`));
  await expect(page.locator('#token')).toHaveText('200 launch/patient patient/*.read');
  await expect(page.locator('#patient')).toHaveText(ownId!);
  await expect(page.locator('#chosen')).toHaveText(/^200 \S/);
  await expect(page.locator('#other')).toHaveText('404 not-found');
  const { access_token: appToken } = (await (await tokenAnswer).json()) as {
    access_token: string;
  };
  const readOwn = () =>
    request.get(`${fhirBase}/Patient/${ownId}`, {
      headers: { authorization: `Bearer ${appToken}`, accept: 'application/fhir+json' },
    });
  expect((await readOwn()).status()).toBe(200);

  // "Your apps" lists it; revoking it there stops its token at once.
  await page.goto('/portal/apps');
  await expect(page.getByRole('heading', { level: 1, name: 'Your apps' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Step diary' });
  await expect(card.getByText('read and search all your records')).toBeVisible();
  await expectNoSeriousAxeViolations(page, "the portal's 'Your apps'");
  await card.getByRole('button', { name: 'Revoke Step diary' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Step diary' })).toHaveText(
    'Step diary can no longer read your records.',
  );
  await expect(page.getByRole('region', { name: 'Step diary' })).toHaveCount(0);
  expect((await readOwn()).status()).toBe(401);
});
