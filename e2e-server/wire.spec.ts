import { expect, test, type Response } from '@playwright/test';
import { API_BASE_PATH } from '../common/constants/server.constants';
import { CALENDAR_PATHS } from '../common/constants/calendar.constants';
import { PATIENT_PATHS } from '../common/contracts/patients.contract';
import { DEMO_LOGINS, PAGES, clinicToday, signInAsDemo } from './support/demo-clinic';

/** Smaller answers go as they are (the server's and the build's threshold). */
const WORTH_COMPRESSING = 1024;

const isAppScript = (url: string) => /\/assets\/[^/]+\.js$/.test(new URL(url).pathname);

/** The Monday after `today` (YYYY-MM-DD), when the seed always has sessions booked. */
function nextMonday(today: string): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7 || 7));
  return date.toISOString().slice(0, 10);
}

/** Issue 35: what crosses the wire is compressed, and a second visit reuses the app's scripts. */
test('against the real server: the sign-in page, the app’s scripts and a large API answer come compressed', async ({
  page,
}) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const document = responses.find((response) => new URL(response.url()).pathname === '/login');
  expect(document?.headers()['content-encoding']).toBe('br');
  // The compressed copy is the page as built last: with the prerendered sign-in form in it.
  expect(await document!.text()).toContain('type="password"');
  const scripts = responses.filter((response) => isAppScript(response.url()));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const size = (await script.body()).length;
    if (size >= WORTH_COMPRESSING) {
      expect(script.headers()['content-encoding'], script.url()).toBe('br');
    }
  }

  await signInAsDemo(page, DEMO_LOGINS.frontDesk);
  const search = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `${API_BASE_PATH}${PATIENT_PATHS.search}` &&
      response.status() === 200,
  );
  await page.goto(PAGES.patients);
  const list = await search;
  expect((await list.body()).length).toBeGreaterThan(WORTH_COMPRESSING);
  expect(list.headers()['content-encoding']).toBe('br');

  // The clinic's week, an answer the server keeps by the schedule's version (c35-schedule-version).
  const calendar = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `${API_BASE_PATH}${CALENDAR_PATHS.range}` &&
      response.status() === 200,
  );
  await page.goto(`${PAGES.dashboard}?view=week&date=${nextMonday(clinicToday())}&clinician=all`);
  const week = await calendar;
  expect((await week.body()).length).toBeGreaterThan(WORTH_COMPRESSING);
  expect(week.headers()['content-encoding']).toBe('br');
  expect(((await week.json()) as { sessions: unknown[] }).sessions.length).toBeGreaterThan(0);
});

test('against the real server: a second visit to the day shows its sessions without fetching the app’s scripts again', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.frontDesk);
  const day = `${PAGES.dashboard}?view=day&date=${nextMonday(clinicToday())}`;
  await page.goto(day);
  const sessions = page.getByRole('row', { name: / Planned Check in: / });
  await expect(sessions.first()).toBeVisible();

  // Chromium's own record of where each answer came from: the network or its HTTP cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fromNetwork: string[] = [];
  const fromCache: string[] = [];
  cdp.on('Network.responseReceived', ({ response }) => {
    if (!isAppScript(response.url)) return;
    (response.fromDiskCache || response.fromPrefetchCache ? fromCache : fromNetwork).push(
      response.url,
    );
  });
  cdp.on('Network.requestServedFromCache', () => fromCache.push('memory'));
  await page.goto('about:blank');
  await page.goto(day);
  await expect(sessions.first()).toBeVisible();
  expect(fromNetwork).toEqual([]);
  expect(fromCache.length).toBeGreaterThan(0);
});
