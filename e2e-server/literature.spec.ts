import { expect, test, type Page } from '@playwright/test';
import { registerPatientViaApi } from './support/clinical-records';
import {
  DEMO_LOGINS,
  expectNoSeriousAxeViolations,
  PAGES,
  signInAsDemo,
} from './support/demo-clinic';
import {
  LITERATURE_PAGE,
  searchesSent,
  startE2eLiteratureStubs,
  type LiteratureStubs,
} from './support/literature-stubs';

// PubMed and Europe PMC are the loopback stubs (scripts/stubs/fixtures, the "ocd-erp" set answers
// any query holding "exposure" and "ocd"), on the ports serve.mjs gave the server. The server keeps
// outside answers for 10 minutes, so each test searches its own words.
let stubs: LiteratureStubs;
test.beforeAll(async () => {
  stubs = await startE2eLiteratureStubs();
});
test.afterAll(async () => {
  await stubs?.close();
});
test.beforeEach(() => stubs.reset());

/** Titles of the fixture's articles (ocd-erp.esummary.json, ocd-erp.europepmc-core.json). */
const REVIEW =
  'Exposure and response prevention for obsessive-compulsive disorder: a systematic review and meta-analysis of randomized trials.';
const FAMILY_REVIEW =
  'Exposure and response prevention for OCD in children: systematic review of family-based trials.';
const TRIAL =
  'Internet-delivered exposure and response prevention versus supportive therapy for adolescents with OCD: a randomized controlled trial.';
const FOUND_BY_BOTH = /^Found by (PubMed and Europe PMC|Europe PMC and PubMed)$/;

async function search(page: Page, words: string) {
  const form = page.getByRole('search', { name: 'Search the literature' });
  await form.getByRole('searchbox', { name: 'Search terms' }).fill(words);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
}

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const result = (page: Page, title: string) =>
  results(page).getByRole('article', { name: title, exact: true });

test('a clinician searches both services, narrows to systematic reviews, reads an abstract and saves the article with a note to a patient’s chart, whose reading list shows it', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  const patient = await registerPatientViaApi(page, {
    givenName: 'Ines',
    familyName: 'Marchetti-Osei',
    birthDate: '1991-02-14',
  });
  await page.goto(LITERATURE_PAGE);
  await search(page, 'exposure response prevention OCD');

  // Merged: an article both services returned shows once, marked as found by both.
  await expect(result(page, REVIEW)).toBeVisible();
  await expect(result(page, REVIEW).getByText(FOUND_BY_BOTH)).toBeVisible();
  await expect(result(page, TRIAL)).toBeVisible();
  await expect(results(page).getByRole('article', { name: REVIEW })).toHaveCount(1);
  const unfiltered = await results(page).getByRole('article').count();
  expect(unfiltered).toBeGreaterThan(2);
  await expect(results(page).getByText('Found by PubMed: 12')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the literature results');

  // Systematic reviews only: the list changes, and each service got the filter in its own syntax.
  // By keyboard: Chakra draws its box over the real (hidden) checkbox, which Playwright cannot click.
  const form = page.getByRole('search', { name: 'Search the literature' });
  const reviews = form.getByRole('checkbox', { name: 'Systematic review' });
  await reviews.press('Space');
  await expect(reviews).toBeChecked();
  await form.getByRole('searchbox', { name: 'Search terms' }).press('Enter');
  await expect(page).toHaveURL(/types=systematic-review/);
  await expect(result(page, TRIAL)).toHaveCount(0);
  await expect(result(page, FAMILY_REVIEW)).toBeVisible();
  await expect(result(page, REVIEW).getByText(FOUND_BY_BOTH)).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(2);
  const sent = searchesSent(stubs);
  expect(sent.pubmed.at(-1)).toContain('systematic review[pt]');
  expect(sent.europepmc.at(-1)).toContain('PUB_TYPE:"systematic review"');
  expect(sent.pubmed[0], 'the first search had no type filter').not.toContain('[pt]');

  // The abstract on demand, from PubMed's EFetch.
  const review = result(page, REVIEW);
  await review.getByRole('button', { name: 'Show abstract' }).click();
  const abstract = review.getByRole('group', { name: 'Abstract' });
  await expect(abstract).toContainText('Thirty-one trials (n = 1,842) were included');
  await expect(abstract).toContainText('Abstract from PubMed');
  await expect(review.getByRole('button', { name: 'Hide abstract' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoSeriousAxeViolations(page, 'the literature results with an abstract open');

  // Saved to the patient's chart with a note.
  await review.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this article' });
  await dialog.getByText("A patient's chart", { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: "A patient's chart" })).toBeChecked();
  await dialog.getByRole('searchbox', { name: 'Find a patient' }).fill('Marchetti');
  const option = new RegExp(`^${patient.name}, MRN \\d+, born `);
  await dialog.getByText(option).click();
  await expect(dialog.getByRole('radio', { name: option })).toBeChecked();
  const note = 'Share the ERP rationale with Ines before the first exposure session.';
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  await expectNoSeriousAxeViolations(page, 'the save dialog');
  await dialog.getByRole('button', { name: 'Save the article' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Saved to the chart of ${patient.name}.`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto(PAGES.chart(patient.id));
  const readingList = page.getByRole('region', { name: 'Reading list' });
  await expect(readingList.getByRole('heading', { name: REVIEW })).toBeVisible();
  await expect(readingList.getByText(`Note: ${note}`)).toBeVisible();
  await expect(readingList.getByText(/^Saved by Dana Demo on /)).toBeVisible();
});

test('when Europe PMC fails, the page names it in an alert and still shows what PubMed found', async ({
  page,
}) => {
  stubs.setBehaviour('europepmc', 'fail-500');
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  await page.goto(LITERATURE_PAGE);
  await search(page, 'OCD exposure therapy outcomes');

  await expect(results(page).getByRole('alert')).toHaveText(
    'Europe PMC could not be reached. The results below come from PubMed only.',
  );
  await expect(result(page, REVIEW)).toBeVisible();
  await expect(result(page, REVIEW).getByText('Found by PubMed', { exact: true })).toBeVisible();
  await expect(result(page, TRIAL)).toBeVisible();
  expect(
    searchesSent(stubs).europepmc.length,
    'Europe PMC was asked, with retries',
  ).toBeGreaterThan(1);
  await expectNoSeriousAxeViolations(page, 'the literature results with a source down');
});
