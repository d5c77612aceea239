import { expect, test, type Page } from '@playwright/test';
import { API_BASE_PATH } from '../common/constants/server.constants';
import { patientSubPath } from '../common/contracts/patients.contract';
import { KNOWLEDGE_BASE } from '../common/knowledge/knowledge-base';
import { SESSION_KEYS } from '../src/config/constants';
import { registerPatientViaApi } from './support/clinical-records';
import {
  DEMO_LOGINS,
  expectNoSeriousAxeViolations,
  PAGES,
  signInAsDemo,
} from './support/demo-clinic';

const KNOWLEDGE_PAGE = '/app/panels/hospital/searchknowledge';
const ERP = 'Exposure and response prevention (ERP) for OCD';
const OCD_REASON = 'Diagnosis F42.2 is a form of obsessive-compulsive disorder';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Records an active diagnosis through the API, as the signed-in clinician (on the care team). */
async function recordDiagnosisViaApi(page: Page, patientId: string, code: string, text: string) {
  const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);
  const response = await page.request.post(
    `${API_BASE_PATH}${patientSubPath(patientId, 'diagnoses')}`,
    { headers: { authorization: `Bearer ${token}` }, data: { code, text } },
  );
  expect(response.ok(), `recording ${code} answers ${response.status()}`).toBe(true);
}

/** The ranked matches; each item is named by its heading ("1." and the treatment's title). */
const matchList = (page: Page) =>
  page
    .getByRole('heading', { name: 'Treatments, strongest evidence first' })
    .locator('xpath=following-sibling::ol[1]');

async function expectErpRankedFirst(page: Page) {
  const first = matchList(page).getByRole('listitem').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(
    new RegExp(`^1\\.\\s*${escape(ERP)}$`),
  );
  await expect(first.getByText('Strong evidence', { exact: true })).toBeVisible();
  await expect(first.getByText('Why it matched')).toBeVisible();
  await expect(first.getByRole('listitem').filter({ hasText: OCD_REASON })).toBeVisible();
}

test('knowledge search finds a treatment by a word only its description holds, marks the word, and opens the entry with its evidence and sources', async ({
  page,
}) => {
  // The shipped content: the word is in the description, not in the title, summary or aliases.
  const word = 'interoceptive';
  const panic = KNOWLEDGE_BASE.find((entry) => entry.id === 'cbt-panic-disorder');
  expect(panic?.description.toLowerCase()).toContain(word);
  for (const text of [panic?.title, panic?.summary, ...(panic?.aliases ?? [])]) {
    expect(text?.toLowerCase()).not.toContain('interocept');
  }
  const title = panic?.title ?? '';

  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  await page.goto(KNOWLEDGE_PAGE);
  await page.getByRole('searchbox', { name: 'Search the knowledge base' }).fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=interoceptive/);

  const hits = page.getByRole('list', { name: 'Results' });
  const hit = hits.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(hit).toHaveCount(1);
  await expect(hits.getByRole('listitem').first()).toContainText(title);
  const marked = hit.locator('mark');
  await expect(marked.first()).toBeVisible();
  expect((await marked.allTextContents()).map((text) => text.toLowerCase())).toContain(word);
  await expectNoSeriousAxeViolations(page, 'the knowledge search results');

  await hit.getByRole('link', { name: title }).click();
  const entry = page.getByRole('article', { name: title });
  await expect(entry.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(
    entry.getByRole('region', { name: 'What it is' }).getByText(/interoceptive exposure/),
  ).toBeVisible();
  const evidence = entry.getByRole('region', { name: 'What it treats, and the evidence' });
  await expect(evidence.getByText('Panic disorder', { exact: false }).first()).toBeVisible();
  await expect(evidence.getByText('Strong evidence').first()).toBeVisible();
  await expect(
    evidence
      .getByRole('list', { name: /^Sources for / })
      .first()
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(
    entry.getByRole('list', { name: 'Sources', exact: true }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'a knowledge entry');
});

/** The demo clinician on the matcher's typed-in diagnoses: the code combobox. */
async function openTypedDiagnoses(page: Page) {
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  await page.goto(KNOWLEDGE_PAGE);
  await page.getByRole('tab', { name: 'Treatments matcher' }).click();
  await page.getByRole('button', { name: 'Diagnoses I enter' }).click();
  return page.getByRole('combobox', { name: 'Add an ICD-10-CM diagnosis' });
}

test('the matcher, given the OCD diagnosis F42.2 typed in, ranks exposure and response prevention first and says why', async ({
  page,
}) => {
  const codes = await openTypedDiagnoses(page);
  await codes.fill('F42.2');
  await codes.press('Enter');
  const chosen = page.getByRole('list', { name: 'Diagnoses' }).getByRole('listitem');
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText('F42.2');
  await expect(chosen).toContainText('Mixed obsessional thoughts and acts');
  await page.getByRole('button', { name: 'Find treatments' }).click();

  await expectErpRankedFirst(page);
  await expectNoSeriousAxeViolations(page, 'the treatments matcher');
});

test('the diagnosis search lists major depression for "MDD", the most used codes first, and forgives "anxeity"', async ({
  page,
}) => {
  const codes = await openTypedDiagnoses(page);
  const options = page.getByRole('listbox').getByRole('option');

  await codes.fill('MDD');
  await expect(options.first()).toContainText('F33.1');
  await expect(options.first()).toContainText('Major depressive disorder, recurrent, moderate');
  const listed = await options.allTextContents();
  expect(listed.length).toBeGreaterThanOrEqual(10);
  for (const option of listed) expect(option).toMatch(/F3[23]\./);
  expect(listed.some((option) => option.includes('F32.9'))).toBe(true);

  await codes.fill('anxeity');
  await expect(options.first()).toContainText('F41.1');
  await expect(options.first()).toContainText('Generalized anxiety disorder');
  await expectNoSeriousAxeViolations(page, 'the diagnosis search');
});

test('from a patient’s chart, the treatments card leads to the matcher for that patient, with exposure and response prevention first for their OCD', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  const patient = await registerPatientViaApi(page, {
    givenName: 'Tomasz',
    familyName: 'Achterberg',
    birthDate: '1984-09-03',
  });
  await recordDiagnosisViaApi(page, patient.id, 'F42.2', 'Mixed obsessional thoughts and acts');

  await page.goto(PAGES.chart(patient.id));
  const card = page.getByRole('region', { name: 'Renowned treatments' });
  await expect(card.getByRole('listitem').first()).toContainText(ERP);
  await card.getByRole('link', { name: 'Open the treatments matcher' }).click();

  await expect(page).toHaveURL(
    new RegExp(`searchknowledge\\?tab=matcher&patient=${escape(encodeURIComponent(patient.id))}$`),
  );
  await expect(
    page.getByRole('heading', {
      name: new RegExp(`^Treatments for ${patient.name} \\(MRN \\d+\\)$`),
    }),
  ).toBeVisible();
  await expectErpRankedFirst(page);
  await expectNoSeriousAxeViolations(page, 'the treatments matcher for a patient');
});
