import { expect, test } from '@playwright/test';
import { coldLoadRequests } from './support/cold-load-requests';
import { DEMO_LOGINS, PAGES, signInAsDemo } from './support/demo-clinic';

/**
 * Issue 35: how many requests a cold load of the first product page makes before its own data
 * shows (the patient list's first row linking to a chart), and that its search leaves before React
 * renders. Counted, not timed: the same on a loaded machine. The browser's cache is off, so every asset is fetched as on a first visit.
 */
// The goal is 25 (issue 35); 79 before the UI kit was grouped into one chunk, 54 since (58 by the
// time c35-nav started), 24 with the entry, the frame and the pages' small helpers grouped
// (scripts/product-chunks.ts). This holds what was reached, so a change that splits the page
// again fails here.
const REACHED = 24;

test('a cold load of the patient list shows its rows after no more requests than reached so far', async ({
  page,
  context,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  // The landing page settles first: its chunks still on their way were 11 of 35 on a loaded CI
  // machine.
  const before = await coldLoadRequests(page, context, PAGES.patients, () =>
    expect(page.locator('a[href*="patientdashboard?id="]').first()).toBeVisible(),
  );
  console.log(`requests before the patient rows show: ${before.length}\n${before.join('\n')}`);
  expect(before.length).toBeLessThanOrEqual(REACHED);
  // The entry asks for the list's first page (first-reads.ts) as soon as auth start is up, before
  // React renders the app (whose auth root loads the session-expiry module), and the page takes
  // that answer instead of searching again.
  const searches = before.filter((line) => line === 'fetch /backend/api/patients/search');
  expect(searches).toHaveLength(1);
  const reactRendered = before.findIndex((line) =>
    /\/session-expiry-connected-[^/]*\.js$/.test(line),
  );
  expect(reactRendered).toBeGreaterThan(-1);
  expect(before.indexOf(searches[0]!)).toBeLessThan(reactRendered);
});
