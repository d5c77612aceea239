import { expect, test, type Page, type Request } from '@playwright/test';
import { API_BASE_PATH } from '../common/constants/server.constants';
import { ACCOUNT_PATHS } from '../common/contracts/account.contract';
import { PRERENDER, ROUTES } from '../src/config/constants';
import { DEMO_LOGINS, DEMO_PASSWORD } from './support/demo-clinic';

const LOGIN = `${API_BASE_PATH}${ACCOUNT_PATHS.login}`;

/**
 * Holds every module script of the app (the entry, its chunks, React, the sign-in page) until
 * `release`, letting only the classic boot script through: what a clinician on a slow link has
 * before the app is in. The sign-in requests the page sends are counted.
 */
async function holdTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!/\/boot-[^/]+\.js$/.test(pathname)) {
      held.push(pathname);
      await released;
    }
    await route.continue();
  });
  const signIns: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === LOGIN) signIns.push(request);
  });
  return { release, held, signIns };
}

async function submitAtFirstSight(page: Page, email: string, password: string) {
  // The module scripts are held, so the document never reaches DOMContentLoaded meanwhile.
  await page.goto(ROUTES.login, { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === LOGIN);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return (await sent).response();
}

test('a sign-in typed at first sight reaches the server before any of the app’s scripts, and the app lands signed in on its answer', async ({
  page,
}) => {
  const app = await holdTheApp(page);
  const answer = await submitAtFirstSight(page, DEMO_LOGINS.ownerClinician, DEMO_PASSWORD);
  expect(answer?.status()).toBe(200);
  // Nothing of the app has run: its entry is still held, and the island never got ready.
  expect(app.held.length).toBeGreaterThan(0);
  await expect(page.locator(`[${PRERENDER.readyAttribute}]`)).toHaveCount(0);
  await expect(page.locator('form[aria-busy="true"]')).toHaveCount(1);

  app.release();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.day}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Practitioner dashboard' }),
  ).toBeVisible();
  // The app took the boot script's answer: the server was asked once.
  expect(app.signIns).toHaveLength(1);
});

test('a wrong password typed at first sight is refused by the server at once, and the app shows the refusal as it always does', async ({
  page,
  request,
}) => {
  const email = `early-${Date.now()}@example.test`;
  const registered = await request.post(`${API_BASE_PATH}${ACCOUNT_PATHS.register}`, {
    data: {
      id: '4343',
      email,
      password: 'a long enough secret',
      firstName: 'Ely',
      lastName: 'Early',
    },
  });
  expect(registered.status()).toBe(201);

  const app = await holdTheApp(page);
  const answer = await submitAtFirstSight(page, email, 'not the password');
  expect(answer?.status()).toBe(401);
  await expect(page.locator(`[${PRERENDER.readyAttribute}]`)).toHaveCount(0);

  app.release();
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
  expect(app.signIns).toHaveLength(1);
});
