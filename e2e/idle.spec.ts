import { expect, test, type Page } from '@playwright/test';
import { ROUTES, SESSION_KEYS, STORAGE_KEYS } from '../src/config/constants';
import { axeViolations } from './support/axe';
import { disableWatcher1 } from './support/session-settings';
import { openCustomizer, startSignedIn } from './support/open-panel';

/** A Monday morning, far from any DST change. */
const T0 = new Date('2026-01-05T09:00:00Z');
const LOGIN_URL = /\/login(\?|$)/;

const modal = (page: Page) => page.getByRole('alertdialog', { name: 'Session About to Expire' });

/**
 * Opens the landing page signed in as the demo account, the way the identity provider leaves a
 * session (spec §4 auth start), on Playwright's controllable clock.
 */
async function signIn(page: Page) {
  await page.clock.install({ time: T0 });
  await startSignedIn(page, T0.getTime());
  await page.goto(ROUTES.landing);
  await expect(page.getByRole('banner')).toBeVisible();
}

/** The session values a logout must remove (spec §4), and the idle watcher's own. */
function storedSession(page: Page) {
  return page.evaluate(
    (keys) => keys.map((key) => sessionStorage.getItem(key)).filter((value) => value !== null),
    [
      SESSION_KEYS.accessToken,
      SESSION_KEYS.idToken,
      SESSION_KEYS.tenantId,
      SESSION_KEYS.tokenExpires,
      STORAGE_KEYS.idleLastActivity,
    ],
  );
}

async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(LOGIN_URL);
  expect(await storedSession(page)).toEqual([]);
}

test.describe('idle watcher 1 (spec defaults)', () => {
  test('15 idle minutes end the session: back to /login with the session storage cleared', async ({
    page,
  }) => {
    await signIn(page);
    await page.clock.fastForward('14:00');
    await expect(page).toHaveURL(new RegExp(`${ROUTES.landing}$`));
    await expect(modal(page)).toHaveCount(0);
    await page.clock.fastForward('01:05');
    await expectSignedOut(page);
  });

  test('activity restarts the 15 minutes', async ({ page }) => {
    await signIn(page);
    await page.clock.fastForward('10:00');
    await page.mouse.move(200, 200);
    await page.mouse.move(220, 240);
    await page.clock.fastForward('10:00');
    await expect(page).toHaveURL(new RegExp(`${ROUTES.landing}$`));
    await page.clock.fastForward('05:05');
    await expectSignedOut(page);
  });
});

test.describe('idle watcher 2 (watcher 1 disabled by configuration)', () => {
  test.beforeEach(async ({ page }) => {
    await disableWatcher1(page);
  });

  test('the modal appears at 28 minutes with the spec texts, and neither Escape nor the backdrop closes it', async ({
    page,
  }) => {
    await signIn(page);
    await page.clock.fastForward('27:00');
    await expect(modal(page)).toHaveCount(0);
    await page.clock.fastForward('01:05');
    const dialog = modal(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your session will expire in 2 minutes due to inactivity.');
    await expect(dialog).toContainText(
      'Click "Stay Logged In" to continue your session, or you will be automatically logged out.',
    );
    await expect(dialog.getByRole('button', { name: 'Logout Now' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stay Logged In' })).toBeFocused();
    await expect(dialog.getByRole('timer')).toContainText(/1:5\d/);
    expect(await axeViolations(page)).toEqual([]);

    // Chromium lets a second close request without a user activation between close any
    // native dialog whose `cancel` is refused; this one must hold through every Escape.
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stay Logged In' })).toBeFocused();
    await page.mouse.click(8, 8);
    await page.mouse.move(300, 300);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stay Logged In' })).toBeFocused();
  });

  test('over an open drawer the warning takes the keys and presses, and the drawer stays open behind it', async ({
    page,
  }) => {
    await signIn(page);
    const customizer = await openCustomizer(page);

    await page.clock.fastForward('28:05');
    const dialog = modal(page);
    const stay = dialog.getByRole('button', { name: 'Stay Logged In' });
    const logoutNow = dialog.getByRole('button', { name: 'Logout Now' });
    await expect(stay).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(logoutNow).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(stay).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(logoutNow).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // Behind the warning the drawer is left out of the accessibility tree; it is still open.
    await expect(
      page.getByRole('dialog', { name: 'Customize layout', includeHidden: true }),
    ).toHaveAttribute('data-state', 'open');

    await stay.click();
    await expect(dialog).toHaveCount(0);
    // A closing drawer is still visible while it slides out: its state says whether it closed.
    await expect(customizer).toHaveAttribute('data-state', 'open');
    await expect(customizer).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.landing}$`));
  });

  test("after 'Stay Logged In' the focus is back in the field being typed in, and typing goes on there", async ({
    page,
  }) => {
    await signIn(page);
    const field = page.getByRole('textbox', { name: 'Clinic name' });
    await field.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' A');
    const typed = await field.inputValue();

    await page.clock.fastForward('28:05');
    const stay = modal(page).getByRole('button', { name: 'Stay Logged In' });
    await expect(stay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await page.keyboard.type('B');
    await expect(field).toHaveValue(`${typed}B`);
    await expect(modal(page)).toHaveCount(0);
  });

  test("'Stay Logged In' keeps the session and restarts the countdown", async ({ page }) => {
    await signIn(page);
    await page.clock.fastForward('28:05');
    await modal(page).getByRole('button', { name: 'Stay Logged In' }).click();
    await expect(modal(page)).toHaveCount(0);
    await page.clock.fastForward('27:00');
    await expect(page).toHaveURL(new RegExp(`${ROUTES.landing}$`));
    await expect(modal(page)).toHaveCount(0);
    await page.clock.fastForward('01:05');
    await expect(modal(page)).toBeVisible();
  });

  test("'Logout Now' ends the session", async ({ page }) => {
    await signIn(page);
    await page.clock.fastForward('28:05');
    await modal(page).getByRole('button', { name: 'Logout Now' }).click();
    await expectSignedOut(page);
  });

  test('left untouched, the modal logs the user out at 30 minutes', async ({ page }) => {
    await signIn(page);
    await page.clock.fastForward('28:05');
    await expect(modal(page)).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL(new RegExp(`${ROUTES.landing}$`));
    await page.clock.fastForward('01:00');
    await expectSignedOut(page);
  });

  test('the modal still appears when the network is gone by 28 minutes', async ({ page }) => {
    await signIn(page);
    // The warning's code is fetched as the session starts, not when the warning is due.
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    await page.clock.fastForward('28:05');
    await expect(modal(page)).toBeVisible();
    await page.context().setOffline(false);
  });

  test('a reload continues the countdown from the last activity', async ({ page }) => {
    await signIn(page);
    await page.clock.fastForward('20:00');
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.clock.fastForward('07:00');
    await expect(modal(page)).toHaveCount(0);
    await page.clock.fastForward('01:05');
    await expect(modal(page)).toBeVisible();
  });
});

test.describe('tabs of one session', () => {
  /** A second tab opened from the first shares its session storage, as window.open does. */
  async function openSiblingTab(page: Page) {
    const [sibling] = await Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate((path) => void window.open(path), ROUTES.landing),
    ]);
    await expect(sibling.getByRole('banner')).toBeVisible();
    return sibling;
  }

  test('activity in one tab keeps the other tab signed in', async ({ page }) => {
    await signIn(page);
    const sibling = await openSiblingTab(page);
    await page.clock.fastForward('10:00');
    await page.mouse.move(200, 200);
    await page.mouse.move(240, 260);
    await page.clock.fastForward('10:00');
    await expect(sibling).toHaveURL(new RegExp(`${ROUTES.landing}$`));
    await page.clock.fastForward('05:05');
    await expectSignedOut(sibling);
  });

  test('logging out in one tab ends the session in the other within a second', async ({ page }) => {
    await disableWatcher1(page);
    await signIn(page);
    const sibling = await openSiblingTab(page);
    await page.clock.fastForward('28:05');
    await modal(page).getByRole('button', { name: 'Logout Now' }).click();
    await expectSignedOut(page);
    await expect(sibling).toHaveURL(LOGIN_URL, { timeout: 1_000 });
    expect(await storedSession(sibling)).toEqual([]);
  });
});
