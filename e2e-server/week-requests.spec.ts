import { expect, test } from '@playwright/test';
import { coldLoadRequests } from './support/cold-load-requests';
import { DEMO_LOGINS, PAGES, clinicToday, signInAsDemo } from './support/demo-clinic';

/**
 * Issue 32: how many requests a cold load of the whole clinic's week makes before its sessions
 * show (the front desk's week, the first session item in the grid). Counted, not timed, like the
 * patient list's (first-page-requests.spec.ts): the same on a loaded machine. The browser's cache
 * is off, so every asset is fetched as on a first visit.
 */
// The week's sessions showed after 35 requests (c32-bench's run): the page's chunks (its own and
// the day view's, which the page imports), the frame's, and the calls made before the answer
// came (the calendar, the clinic, its clinicians, notifications; availability and the desk's
// time requests once the days are known). This holds what was reached (c32-weekfast), so a
// change that splits the week's page again or adds a call before its sessions fails here.
const REACHED = 35;

/** The date a week after `day` (YYYY-MM-DD). */
function aWeekAfter(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}

test('a cold load of the whole clinic’s week shows its sessions after no more requests than reached so far', async ({
  page,
  context,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.frontDesk);
  // The seed books every patient's standing weekly slot up to two weeks ahead: next week has some.
  const week = `${PAGES.dashboard}?view=week&date=${aWeekAfter(clinicToday())}&clinician=all`;
  const before = await coldLoadRequests(page, context, week, () =>
    expect(page.locator('[role="grid"] [data-calendar-session]').first()).toBeVisible(),
  );
  console.log(`requests before the week's sessions show: ${before.length}\n${before.join('\n')}`);
  expect(before.length).toBeLessThanOrEqual(REACHED);
  // The entry asks for the week's sessions (first-reads.ts) as soon as auth start is up, before
  // React renders the app (whose auth root loads the session-expiry module), and the page takes
  // that answer instead of asking again.
  const calendarReads = before.filter((line) => /^fetch \/backend\/api\/calendar\?/.test(line));
  expect(calendarReads).toHaveLength(1);
  const reactRendered = before.findIndex((line) =>
    /\/session-expiry-connected-[^/]*\.js$/.test(line),
  );
  expect(reactRendered).toBeGreaterThan(-1);
  expect(before.indexOf(calendarReads[0]!)).toBeLessThan(reactRendered);
});
