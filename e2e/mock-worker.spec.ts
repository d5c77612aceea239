import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../src/config/constants';
import { MOCK_API_WORKER_URL, MOCK_WORKER_SCRIPTS } from '../src/mocks/mock-worker';

/**
 * The mock build's service worker across full page loads in one tab (docs/decisions.md, "The mock
 * API's worker and full page loads"). On every `beforeunload` MSW's page script tells its worker
 * the page is closing (CLIENT_CLOSED); MSW's worker then unregisters itself if it sees no other
 * window, and the tab's next page, not yet a window of the worker, may already have found the
 * registration: its `registration.update()` rejected with "Not found", an error in the page.
 */

/** Opens the sign-in page and waits until the mock API's worker controls it. */
async function openControlled(page: Page) {
  await page.goto(ROUTES.login);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
test('the mock build serves its worker scripts and the app registers the one that stays', async ({
  page,
  request,
}) => {
  for (const script of MOCK_WORKER_SCRIPTS) {
    const answer = await request.get(script);
    expect(answer.status(), script).toBe(200);
    expect(answer.headers()['content-type'], script).toContain('javascript');
  }
  await openControlled(page);
  const scripts = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL),
  );
  expect(scripts).toEqual([new URL(MOCK_API_WORKER_URL, page.url()).href]);
});

test("a page's close message leaves the mock API's worker registered, so the next page can update it", async ({
  page,
}) => {
  // Chromium runs a registration's update check at its lowest task priority: seconds on a busy
  // machine, after the page itself took its share.
  test.setTimeout(60_000);
  await openControlled(page);
  const outcome = await page.evaluate(async () => {
    // What the tab's next page finds when it starts the mock API, before the worker has heard
    // that this page is closing.
    const [found] = await navigator.serviceWorker.getRegistrations();
    if (!found) return 'no registration before the close message';
    // The close message MSW sends from `beforeunload`, as on every navigation.
    dispatchEvent(new Event('beforeunload'));
    // A reply to a later message: the worker has handled the close message by then (it handles
    // each message after the same two lookups, in order).
    const replied = new Promise<void>((resolve) => {
      const onMessage = (event: MessageEvent<{ type?: string }>) => {
        if (event.data?.type !== 'INTEGRITY_CHECK_RESPONSE') return;
        navigator.serviceWorker.removeEventListener('message', onMessage);
        resolve();
      };
      navigator.serviceWorker.addEventListener('message', onMessage);
    });
    navigator.serviceWorker.controller?.postMessage('INTEGRITY_CHECK_REQUEST');
    await replied;
    try {
      await found.update();
    } catch (error) {
      return String(error);
    }
    return `${(await navigator.serviceWorker.getRegistrations()).length} registration(s)`;
  });
  expect(outcome).toBe('1 registration(s)');
});
