import { expect, test, type Page } from '@playwright/test';
import { LOCALES, PRERENDER } from '../src/config/constants';
import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNT } from '../src/mocks/session/demo-account';
import { axeViolations } from './support/axe';
import { ENTRY, holdTheApp, openHeld, storeLayout } from './support/prerender';

/** Where the demo clinician lands after sign-in: their day (issue 30). */
const DAY = /\/app\/panels\/hospital\/practitionerdashboard$/;
const READY = `html[${PRERENDER.readyAttribute}="true"]`;

interface SignInWords {
  auth: { signIn: { title: string; submit: string }; fields: { email: string } };
}

/** Opens /login with the app held back and types the demo account into the prerendered form. */
async function typeBeforeTheApp(page: Page) {
  const release = await holdTheApp(page);
  await openHeld(page, '/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ACCOUNT.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_ACCOUNT.password);
  return release;
}

/** The sign-in page's words in one language, from the app's own message files. */
const signInWords = (locale: string): SignInWords =>
  JSON.parse(readFileSync(`src/i18n/messages/session/${locale}.json`, 'utf8')) as SignInWords;

test('what is typed into the prerendered form before the app is ready is kept, with the focus, and signs in', async ({
  page,
}) => {
  const release = await typeBeforeTheApp(page);
  await expect(page.locator(READY)).toHaveCount(0);

  release();
  await expect(page.locator(READY)).toHaveCount(1);
  await expect(page.locator(`#${PRERENDER.rootId}`)).toHaveCount(0);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO_ACCOUNT.email);
  await expect(password).toHaveValue(DEMO_ACCOUNT.password);
  await expect(password).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(DAY);
});

test('a submit pressed before the app is ready never leaves the page and is sent once the app is', async ({
  page,
}) => {
  const release = await typeBeforeTheApp(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Not a native submission: no password in the address, no reload.
  await expect(page).toHaveURL(/\/login$/);

  release();
  await expect(page).toHaveURL(DAY);
  await expect(
    page.getByRole('heading', { name: 'Practitioner dashboard', level: 1 }),
  ).toBeVisible();
});

for (const locale of LOCALES) {
  test(`the prerendered form speaks ${locale}, the stored language, before any script of the app runs, and the app takes it over without a warning`, async ({
    page,
  }) => {
    const { auth } = signInWords(locale);
    await storeLayout(page, { i18n: locale });
    const console: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) console.push(message.text());
    });
    const release = await holdTheApp(page);
    // Not 'load' or 'domcontentloaded': both wait for the held module script.
    await openHeld(page, '/login');
    const heading = page.getByRole('heading', { name: auth.signIn.title, level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // The other languages' copies are gone once the document is parsed.
    await expect(page.locator('form')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: auth.fields.email })).toBeVisible();
    await expect(page.getByRole('button', { name: auth.signIn.submit, exact: true })).toBeVisible();

    release();
    await expect(page.locator(READY)).toHaveCount(1);
    await expect(heading).toBeVisible();
    expect(console).toEqual([]);
  });
}

test('right to left is applied from the stored layout before the app runs, and the prerendered page passes axe', async ({
  page,
}) => {
  await storeLayout(page, { i18n: 'fr', rtlLayout: true });
  await page.route(ENTRY, (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const email = page.getByRole('textbox', { name: 'Adresse e-mail' });
  const submit = page.getByRole('button', { name: 'Se connecter', exact: true });
  await expect(email).toBeVisible();
  // The label starts at the inline start, which right to left is the right-hand side.
  const label = await page.getByText('Adresse e-mail').boundingBox();
  const field = await email.boundingBox();
  expect(label!.x + label!.width).toBeGreaterThan(field!.x + field!.width - 40);
  await expect(submit).toBeVisible();
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
});

test('a tab that holds a session is not shown the prerendered form while auth start decides', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('access_token', 'x'));
  await page.route(ENTRY, (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('html')).not.toHaveAttribute(PRERENDER.pageAttribute);
  await expect(page.locator(`#${PRERENDER.rootId}`)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
});
