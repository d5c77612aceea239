import { axeViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '../src/config/constants';
import { HEADER_COLORS } from '../src/config/layout-settings';
import { openCustomizer, openPanel } from './support/open-panel';

/** `#rrggbb` as the rgb() string computed styles report. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The main layout, signed in; the customizer opens from the profile menu's Settings item. */
const openMainLayout = (page: Page) => openPanel(page, ROUTES.landing);

/** The header element itself: while the modal customizer is open it is hidden from the accessibility tree. */
const header = (page: Page) => page.locator('header').first();

/** Chakra's dark `bg` token, which the page takes in the dark layout type. */
const DARK_PAGE = 'rgb(9, 9, 11)';

const SIDEBAR_TOGGLES = /^(Open|Close|Collapse|Expand) menu$/;

test.describe('layout customizer', () => {
  test('a header colour chosen in the customizer survives a reload', async ({ page }) => {
    await openMainLayout(page);
    const customizer = await openCustomizer(page);
    await customizer.getByText('Green', { exact: true }).click();
    await expect(customizer.getByRole('radio', { name: 'Green' })).toBeChecked();
    await expect(header(page)).toHaveCSS('background-color', rgb(HEADER_COLORS.green));

    await page.reload();
    await expect(header(page)).toHaveCSS('background-color', rgb(HEADER_COLORS.green));
    const reopened = await openCustomizer(page);
    await expect(reopened.getByRole('radio', { name: 'Green' })).toBeChecked();
  });

  test('the right-to-left switch flips the whole layout and survives a reload', async ({
    page,
  }) => {
    await openMainLayout(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const customizer = await openCustomizer(page);
    await customizer.getByText('Right-to-left').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The drawer sits at the inline end, which right-to-left puts on the left.
    await expect.poll(async () => (await customizer.boundingBox())?.x).toBe(0);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const reopened = await openCustomizer(page);
    await expect(reopened.getByRole('checkbox', { name: 'Right-to-left' })).toBeChecked();
  });

  test('reset restores the default blue header and left-to-right', async ({ page }) => {
    await openMainLayout(page);
    const customizer = await openCustomizer(page);
    await customizer.getByText('Dark theme').click();
    await expect(header(page)).toHaveCSS('background-color', rgb(HEADER_COLORS.dark));
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await expect(page.locator('html')).toHaveCSS('background-color', DARK_PAGE);
    await customizer.getByText('Right-to-left').click();
    await customizer.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(header(page)).toHaveCSS('background-color', rgb(HEADER_COLORS.blue));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).not.toHaveCSS('background-color', DARK_PAGE);
  });
});

test('the dark theme, right to left, with the customizer open, has no WCAG 2.2 AA violations', async ({
  page,
}) => {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.layout,
    JSON.stringify({ layoutType: 'dark', headerBackColor: 'dark', rtlLayout: true }),
  ] as const);
  await openMainLayout(page);
  await openCustomizer(page);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('responsive layout', () => {
  const seedHorizontal = (page: Page) =>
    page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      STORAGE_KEYS.layout,
      JSON.stringify({ layout: 'horizontal' }),
    ] as const);

  test.describe('at 1000 px', () => {
    test.use({ viewport: { width: 1000, height: 800 } });

    test('the sidebar is collapsed to icons', async ({ page }) => {
      await openMainLayout(page);
      await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    });
  });

  test.describe('at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('narrowing the window to 1000 px collapses the sidebar, widening restores it', async ({
      page,
    }) => {
      await openMainLayout(page);
      await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
      await page.setViewportSize({ width: 1000, height: 800 });
      await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
    });

    test('the horizontal layout chosen in the customizer falls back to vertical under 992 px', async ({
      page,
    }) => {
      await openMainLayout(page);
      const customizer = await openCustomizer(page);
      await customizer.getByText('Horizontal (top menu)').click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await expect(page.getByRole('button', { name: SIDEBAR_TOGGLES })).toHaveCount(0);

      await page.setViewportSize({ width: 991, height: 800 });
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    });
  });

  test.describe('at 991 px', () => {
    test.use({ viewport: { width: 991, height: 800 } });

    test('the horizontal layout falls back to vertical with an off-canvas sidebar', async ({
      page,
    }) => {
      await seedHorizontal(page);
      await openMainLayout(page);
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    });
  });
});
