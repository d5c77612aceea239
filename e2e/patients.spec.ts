import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { openPanel } from './support/open-panel';

const PATIENTS = '/app/panels/hospital/patient';

test('a practitioner registers patients, finds one by name, and the page passes axe', async ({
  page,
}) => {
  await openPanel(page, PATIENTS);
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  // A clinician's list starts on their caseload, and shows that choice as made.
  await expect(
    page.getByRole('heading', { level: 2, name: 'No patients on your caseload yet.' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'My caseload' })).toBeChecked();

  await page.getByRole('button', { name: 'Register a patient' }).click();
  for (const [given, family] of [
    ['Grace', 'Hopper'],
    ['Barbara', 'Liskov'],
  ]) {
    await page.getByRole('textbox', { name: 'Given name' }).fill(given!);
    await page.getByRole('textbox', { name: 'Family name' }).fill(family!);
    await page.getByRole('textbox', { name: 'Birth date', exact: true }).fill('1985-12-10');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText(`${given} ${family} is registered with MRN`)).toBeVisible();
  }
  await expect(page.getByRole('row')).toHaveCount(3);

  await page.getByRole('searchbox', { name: 'Search by name, MRN or birth date' }).fill('lisk');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('cell', { name: /Liskov, Barbara/ })).toBeVisible();
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
});

test('a registration with missing details is refused in the form, by keyboard alone', async ({
  page,
}) => {
  await openPanel(page, PATIENTS);
  await page.getByRole('button', { name: 'Register a patient' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Given name' }).focus();
  await page.keyboard.type('Ada');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Family name' })).toBeFocused();
  await expect(page.getByText('Enter the family name.')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(0);
});

test('a visit to the chart is one “Opened the chart” line, and the trail fits its card at 1440 px in English and French', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPanel(page, PATIENTS);
  await page.getByRole('button', { name: 'Register a patient' }).click();
  await page.getByRole('textbox', { name: 'Given name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Family name' }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Birth date', exact: true }).fill('1985-12-10');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('link', { name: 'Hopper, Grace' }).click();

  const trail = page.getByRole('region', { name: 'Access trail entries' });
  await expect(trail.getByRole('cell', { name: 'Registered the patient' })).toHaveCount(1);
  await expect(trail.getByRole('cell', { name: 'Opened the chart' })).toHaveCount(1);
  const scrollsSideways = () => trail.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(await scrollsSideways()).toBe(false);

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  const piste = page.getByRole('region', { name: 'Entrées du journal des accès' });
  await expect(piste.getByRole('cell', { name: 'A ouvert le dossier' })).toHaveCount(1);
  expect(await piste.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
});
