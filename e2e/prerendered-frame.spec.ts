import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { LOCALES, PRERENDER, SESSION_KEYS } from '../src/config/constants';
import { axeViolations } from './support/axe';
import { ENTRY, holdTheApp, openHeld, storeLayout } from './support/prerender';
import { startSignedIn } from './support/open-panel';

const PATIENTS = '/app/panels/hospital/patient';

interface ShellWords {
  pages: Record<string, { title: string }>;
  shell: { menu: { label: string } };
}

/** The shell's words in one language, from the app's own message files. */
const shellWords = (locale: string): ShellWords =>
  JSON.parse(readFileSync(`src/i18n/messages/shell/${locale}.json`, 'utf8')) as ShellWords;

for (const locale of LOCALES) {
  test(`a product page opened in a signed-in tab shows its frame and heading in ${locale} before any app script runs, and the app takes it over`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await startSignedIn(page);
    await storeLayout(page, { i18n: locale });
    const release = await holdTheApp(page);
    await openHeld(page, PATIENTS);
    const words = shellWords(locale);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(words.pages.patient!.title);
    await expect(page.getByRole('navigation', { name: words.shell.menu.label })).toBeVisible();
    await expect(page.locator(`#${PRERENDER.rootId} [data-locale]`)).toHaveCount(1);
    await expect(page.locator(`#${PRERENDER.rootId} [data-page]`)).toHaveCount(1);

    release();
    await expect(page.locator(`#${PRERENDER.rootId}`)).toHaveCount(0);
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveText(words.pages.patient!.title);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}

test('the frame is drawn right to left from the stored layout before the app runs, and passes axe', async ({
  page,
}) => {
  await startSignedIn(page);
  await storeLayout(page, { rtlLayout: true });
  await holdTheApp(page);
  await openHeld(page, PATIENTS);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const sidebar = page.getByRole('complementary');
  const main = page.getByRole('main');
  await expect(sidebar).toBeVisible();
  const [side, content] = [await sidebar.boundingBox(), await main.boundingBox()];
  expect(side!.x).toBeGreaterThan(content!.x);
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
});

test('a tab whose session has ended is shown no frame', async ({ page }) => {
  await startSignedIn(page);
  await page.addInitScript(
    (key) => sessionStorage.setItem(key, String(Date.now() - 1_000)),
    SESSION_KEYS.tokenExpires,
  );
  await page.route(ENTRY, (route) => route.abort());
  await page.goto(PATIENTS);
  await expect(page.locator('html')).not.toHaveAttribute(PRERENDER.pageAttribute);
  await expect(page.locator(`#${PRERENDER.rootId}`)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
});
