import { expect, test } from '@playwright/test';
import {
  DEMO_LOGINS,
  PAGES,
  expectNoSeriousAxeViolations,
  registerPatient,
  signInAsDemo,
} from './support/demo-clinic';

test('against the real server: the header search opens a clinician’s patient’s chart by MRN with the keyboard', async ({
  page,
}) => {
  const family = `Zabrowski${Date.now().toString(36)}`;
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  const mrn = await registerPatient(page, {
    givenName: 'Ottilie',
    familyName: family,
    birthDate: '1961-03-14',
  });

  await page.goto(PAGES.organization);
  const search = page.getByRole('combobox', { name: 'Search pages and patients' });
  await search.fill(mrn);
  const found = page.getByRole('option', { name: `${family}, Ottilie MRN ${mrn}` });
  await expect(found).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Patients found: 1.' })).toBeAttached();
  await expectNoSeriousAxeViolations(page, 'the header search with a patient found');
  // The first choice is the active one as the list shows: Enter opens it.
  await expect(found).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/patientdashboard\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: `Ottilie ${family}` })).toBeVisible();
  // The MRN was sent in a POST body: the address holds no search.
  expect(page.url()).not.toContain(mrn);
});

test('against the real server: the front desk’s header search finds a patient of the clinic by a misspelt name', async ({
  page,
}) => {
  const family = `Quillfeather${Date.now().toString(36)}`;
  await signInAsDemo(page, DEMO_LOGINS.frontDesk);
  const mrn = await registerPatient(page, {
    givenName: 'Ottilie',
    familyName: family,
    birthDate: '1961-03-14',
  });
  await page.goto(PAGES.organization);
  // Two letters swapped: "Qiullfeather…".
  const misspelt = `${family[0]}${family[2]}${family[1]}${family.slice(3)}`;
  await page.getByRole('combobox', { name: 'Search pages and patients' }).fill(misspelt);
  await expect(page.getByRole('option', { name: `${family}, Ottilie MRN ${mrn}` })).toBeVisible();
});
