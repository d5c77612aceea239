import { axeViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ACCOUNTS, E2E_OIDC } from './support/oidc-settings';

/**
 * The Praxis API does not accept a provider's tokens yet (the server trusts only its own; a token
 * exchange is the open step, see docs/decisions.md), and a 401 ends the session (spec §8). So the
 * round trips below return to pages that call no API: the knowledge and literature placeholders.
 * The default landing after sign-in is the organization page, which reads the clinic.
 */
const KNOWLEDGE = '/app/panels/hospital/searchknowledge';

/** From /login to the provider's own sign-in page (a real OpenID provider on loopback). */
async function goToProvider(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with your organization' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC.issuer}/interaction/`));
}

/** The provider's development login and consent pages (oidc-provider devInteractions). */
async function signInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const sessionValues = (page: Page) =>
  page.evaluate(() => ({
    access_token: sessionStorage.getItem('access_token'),
    id_token: sessionStorage.getItem('id_token'),
    tenant_id: sessionStorage.getItem('tenant_id'),
    refresh_token: sessionStorage.getItem('refresh_token'),
    token_expires: Number(sessionStorage.getItem('token_expires')),
    auth_code: sessionStorage.getItem('auth_code'),
    oidcCopies: Object.keys(sessionStorage).filter((key) => key.includes('oidc.')),
  }));

test("signing in with the organization stores the provider's session and opens the page asked for", async ({
  page,
}) => {
  await page.goto(KNOWLEDGE);
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByRole('button', { name: 'Sign in with your organization' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC.issuer}/interaction/`));
  const redirectedAt = Date.now();
  await signInAtProvider(page, E2E_ACCOUNTS.practitioner.login);

  await expect(page).toHaveURL(new RegExp(`${KNOWLEDGE}$`));
  // The session guard paints protected content only for a live session.
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge search' })).toBeVisible();
  const session = await sessionValues(page);
  expect(session.access_token).toBeTruthy();
  expect(session.id_token?.split('.')).toHaveLength(3);
  expect(session.tenant_id).toBe(E2E_ACCOUNTS.practitioner.claims.tenant_id);
  expect(session.refresh_token).toBeTruthy();
  expect(session.auth_code).toBeTruthy();
  // token_expires is now + expires_in (the provider's access tokens live one hour).
  expect(session.token_expires).toBeGreaterThan(redirectedAt + 55 * 60_000);
  expect(session.token_expires).toBeLessThan(Date.now() + 61 * 60_000);
  expect(session.oidcCopies).toEqual([]);
});

test('a user sent to sign in from a page returns to that page after the provider', async ({
  page,
}) => {
  await page.goto('/app/panels/hospital/searchliterature');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByRole('button', { name: 'Sign in with your organization' }).click();
  await signInAtProvider(page, E2E_ACCOUNTS.practitioner.login);

  await expect(page).toHaveURL(/\/app\/panels\/hospital\/searchliterature$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Literature search' })).toBeVisible();
});

test('pressing Cancel at the provider shows its access_denied description on the callback page', async ({
  page,
}) => {
  await goToProvider(page);
  await page.getByRole('link', { name: '[ Cancel ]' }).click();

  await expect(page).toHaveURL(/\/auth\/callback\?.*error=access_denied/);
  await expect(
    page.getByRole('heading', { name: 'Sign-in with your organization failed' }),
  ).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("Your organization's sign-in service did not sign you in.");
  await expect(alert).toContainText('End-User aborted interaction');
  await expect(alert).toContainText('Error code: access_denied');
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an account without the tenant claim is refused with the missing claim named', async ({
  page,
}) => {
  await goToProvider(page);
  await signInAtProvider(page, E2E_ACCOUNTS.withoutTenant.login);

  await expect(page.getByRole('alert')).toContainText(
    `the "${E2E_OIDC.tenantClaim}" claim is missing`,
  );
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});

test('a forged callback with an error but no sign-in of this tab shows no attacker text', async ({
  page,
}) => {
  await page.goto(
    '/auth/callback?error=access_denied&error_description=Call%200800%20to%20unlock&state=forged',
  );
  await expect(page.getByRole('alert')).toContainText(
    'does not belong to a sign-in started in this tab',
  );
  await expect(page.getByText('Call 0800 to unlock')).toHaveCount(0);
});
