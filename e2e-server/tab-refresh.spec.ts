import { expect, test, type Page } from '@playwright/test';
import { loginResponse } from '../common/contracts/account.contract';
import { auditEventsResponse } from '../common/contracts/audit.contract';
import { API_BASE_PATH } from '../common/constants/server.constants';
import { SESSION_KEYS } from '../src/config/constants';

// The e2e server issues 10-minute access tokens (serve.mjs), so a refresh falls due at minute 9,
// before either idle watcher: only the browsers' clocks are moved (page.clock), the server's runs.
const password = 'a long enough secret';
const email = `tabs-${Date.now()}@example.test`;
const PATIENT = '/app/panels/hospital/patient';

const stored = (page: Page, key: string) =>
  page.evaluate((name) => sessionStorage.getItem(name), key);

test('two tabs holding one refresh token both refresh at once and stay signed in (decision H15)', async ({
  page,
  context,
  request,
}) => {
  const registered = await request.post(`${API_BASE_PATH}/account/register`, {
    data: { id: '77', email, password, firstName: 'Tia', lastName: 'Tabs' },
  });
  expect(registered.status()).toBe(201);

  await context.clock.install();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/panels\/hospital\/practitionerdashboard$/);

  const sibling = await context.newPage();
  await sibling.goto(PATIENT);
  const original = await stored(page, SESSION_KEYS.refreshToken);
  expect(original).toBeTruthy();
  // The new tab takes the session from the first one (a message between tabs), which on a busy
  // machine lands after its address is already the page's: wait for the token, not the address.
  await expect.poll(() => stored(sibling, SESSION_KEYS.refreshToken)).toBe(original);
  await expect(sibling).toHaveURL(new RegExp(`${PATIENT}$`));

  const refreshCalls: string[] = [];
  context.on('request', (call) => {
    if (call.url().endsWith('/account/refresh')) refreshCalls.push(call.url());
  });
  // Both tabs' refreshes fall due together.
  await context.clock.fastForward('09:05');
  for (const tab of [page, sibling]) {
    await expect.poll(() => stored(tab, SESSION_KEYS.refreshToken)).not.toBe(original);
  }
  const rotated = await stored(page, SESSION_KEYS.refreshToken);
  expect(await stored(sibling, SESSION_KEYS.refreshToken)).toBe(rotated);
  // Under the browser-wide lock one tab refreshes and offers the set; the other takes it when
  // the offer (a BroadcastChannel message) reaches it before the lock does. The browser does not
  // order the two, so the other tab may call too (decision H15): the server's grace (H7) then
  // gives it the very same successor, as the equal tokens above show. Never more than one each.
  expect(refreshCalls.length).toBeGreaterThanOrEqual(1);
  expect(refreshCalls.length).toBeLessThanOrEqual(2);

  // Both tabs' new tokens work, and neither tab was signed out.
  for (const tab of [page, sibling]) {
    const bearer = await stored(tab, SESSION_KEYS.accessToken);
    const me = await request.get(`${API_BASE_PATH}/account/me`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(me.status()).toBe(200);
  }
  await expect(sibling).toHaveURL(new RegExp(`${PATIENT}$`));

  // The server saw no replay: no session was ended as an invalid token.
  const login = await request.post(`${API_BASE_PATH}/account/login`, { data: { email, password } });
  const { access_token } = loginResponse.parse(await login.json());
  const audit = await request.get(`${API_BASE_PATH}/audit/events`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const { events } = auditEventsResponse.parse(await audit.json());
  expect(events.filter((e) => e.type === 'session-end')).toEqual([]);
});
