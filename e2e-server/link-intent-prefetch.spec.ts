import { expect, test, type Page } from '@playwright/test';
import { DEMO_LOGINS, PAGES, signInAsDemo } from './support/demo-clinic';

/**
 * Issue 35: a chart link the reader rests the pointer on, or focuses, loads the chart's module
 * and its reads ahead; the click then shows the chart from them, with no new request for the
 * patient's record or the chart's module.
 */
const CHART_LINK = 'a[href*="patientdashboard?id="]';

/** Every request the page makes from now on, as `<resource type> <path>`. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requests.push(`${request.resourceType()} ${url.pathname}`);
  });
  return requests;
}

async function openPatientList(page: Page) {
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  await page.goto(PAGES.patients);
  await expect(page.locator(CHART_LINK).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const patientIdOf = async (page: Page) => {
  const href = (await page.locator(CHART_LINK).first().getAttribute('href'))!;
  return new URL(href, 'http://praxis.test').searchParams.get('id')!;
};

for (const how of ['hover', 'focus'] as const) {
  test(`a chart link's ${how} reads the chart ahead, and the click shows it without reading the record again`, async ({
    page,
  }) => {
    await openPatientList(page);
    const link = page.locator(CHART_LINK).first();
    // The list shows "Family, Given"; the chart's heading "Given Family".
    const family = (await link.textContent())!.split(',')[0]!.trim();
    const recordPath = `/backend/api/patients/${encodeURIComponent(await patientIdOf(page))}`;
    const requests = recordRequests(page);

    const readAhead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === recordPath && response.ok(),
    );
    if (how === 'hover') await link.hover();
    else await link.focus();
    await readAhead;
    await page.waitForLoadState('networkidle');
    expect(requests).toContain(`fetch ${recordPath}`);
    expect(requests.some((request) => /patientdashboard-page-.*\.js$/.test(request))).toBe(true);

    requests.length = 0;
    await link.click();
    await expect(page).toHaveURL(/patientdashboard\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(family) })).toBeVisible();
    expect(requests).not.toContain(`fetch ${recordPath}`);
    expect(requests.filter((request) => request.startsWith('script '))).toEqual([]);
  });
}

test('a pointer that only passes over a chart link reads nothing ahead', async ({ page }) => {
  // Installed before the first page loads, so every timer of the page is the clock's. Installed on
  // the loaded list, the session's timers from before it ran beside the clock's, and once, on a
  // loaded machine, the session ended as the pointer came in (its logout sent an idle watcher's
  // reason): the cause was not found, the mixed timers are what this test alone had.
  await page.clock.install();
  await openPatientList(page);
  const requests = recordRequests(page);
  // The page's timers stand still while the pointer passes, however slow this machine is.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.locator(CHART_LINK).first().hover();
  await page.mouse.move(0, 0);
  await page.clock.runFor(1_000);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((request) => request.startsWith('fetch /backend/api/patients/'))).toEqual(
    [],
  );
});
