import type { BrowserContext, Page } from '@playwright/test';

/**
 * Counts the requests of a cold load of `url` until `shown` resolves (issues 32 and 35: counted,
 * not timed, so the same on a loaded machine). The signed-in landing page settles first (its late
 * chunks are not the next page's); the browser's cache is then off, so every asset is fetched as
 * on a first visit, and counting starts with the page's own document.
 */
export async function coldLoadRequests(
  page: Page,
  context: BrowserContext,
  url: string,
  shown: () => Promise<void>,
): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests: string[] = [];
  page.on('request', (request) => {
    const address = new URL(request.url());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) requests.length = 0;
    requests.push(`${request.resourceType()} ${address.pathname}${address.search}`);
  });
  await page.goto(url);
  await shown();
  return [...requests];
}
