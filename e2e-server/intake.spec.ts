import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_LOGINS,
  PAGES,
  expectNoSeriousAxeViolations,
  signInAsDemo,
} from './support/demo-clinic';
import {
  DOCUMENTATION_PAGES,
  registerPatientViaApi,
  signedIntakeViaApi,
} from './support/clinical-records';

const SEVERAL_DAYS = 'Several days (1)';

/** Answers every PHQ-9 item "Several days" (total 9, mild): item 9 at 1 raises the alert. */
async function answerPhq9(page: Page) {
  const phq9 = page.getByRole('region', { name: 'PHQ-9 (depression)' });
  for (let item = 1; item <= 9; item += 1) {
    await phq9
      .getByRole('group', { name: new RegExp(`^${item}\\. `) })
      .getByRole('radio', { name: SEVERAL_DAYS })
      .check();
  }
  await expect(phq9).toContainText('Total 9 of 27');
}

test('an intake whose PHQ-9 item 9 is 1 raises the safety alert, cannot be signed until the risk is assessed and acknowledged, and flags the chart', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  const patient = await registerPatientViaApi(page, {
    givenName: 'Ilse',
    familyName: 'Marchetti',
    birthDate: '1991-11-02',
  });
  await page.goto(PAGES.chart(patient.id));
  await page.getByRole('link', { name: 'Start intake' }).click();
  await expect(page).toHaveURL(/\/therapyintakeform\?patient=/);

  await page.getByRole('textbox', { name: 'Reason for referral' }).fill('Low mood since spring.');
  await answerPhq9(page);
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Safety alert: thoughts of death or self-harm' });
  await expect(alert).toBeVisible();
  // The draft's save flagged the chart, and the alert says so.
  await expect(alert).toContainText("The patient's chart has been flagged: Suicide risk.");

  const sign = page.getByRole('button', { name: 'Sign intake' });
  await expect(sign).toBeDisabled();
  const blockers = page.getByRole('region', { name: 'Signature' }).getByRole('listitem');
  await expect(blockers).toHaveText([
    'Acknowledge the safety alert',
    'Choose a risk level',
    'Write the rationale for the risk level',
  ]);
  await expectNoSeriousAxeViolations(page, 'the intake with its safety alert');

  await alert
    .getByRole('checkbox', { name: 'I have assessed the risk and acknowledge this alert' })
    .check();
  await expect(sign).toBeDisabled();
  const risk = page.getByRole('region', { name: 'Risk assessment' });
  await risk
    .getByRole('group', { name: 'Suicidal ideation' })
    .getByRole('radio', { name: 'Passive' })
    .check();
  await risk
    .getByRole('group', { name: 'Risk level (needed to sign)' })
    .getByRole('radio', { name: 'Moderate' })
    .check();
  await expect(sign).toBeDisabled();
  await risk
    .getByRole('textbox', { name: /^Rationale for the risk level/ })
    .fill('Passive ideation without plan or intent; supportive partner; agreed safety plan.');
  await expect(blockers).toHaveCount(0);
  await expect(sign).toBeEnabled();

  await sign.click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign this intake?' });
  // What is left empty is named before the signature, each a link to its section; it does not
  // stop the signature.
  await expect(confirm.getByRole('listitem')).toHaveText([
    'Presenting problem',
    'History',
    'Mental status exam',
    'GAD-7 (anxiety)',
    'Diagnoses',
    'Goals',
    'Consents',
  ]);
  await confirm.getByRole('link', { name: 'Goals' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('region', { name: 'Goals' })).toBeFocused();
  await sign.click();
  await confirm.getByRole('button', { name: 'Sign', exact: true }).click();
  const summary = page.getByRole('article', { name: 'Signed intake' });
  await expect(summary).toBeVisible();
  await expect(
    summary.getByText(/^Signed by Dana Demo, PsyD, licence DEMO-0001, clinician, on /),
  ).toBeVisible();
  await expect(summary.getByText(/^SHA-256 [0-9a-f]{64}$/)).toBeVisible();
  await expect(
    summary.getByText('Safety alert raised (PHQ-9 item 9) and acknowledged.'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the signed intake');

  await page.goto(PAGES.chart(patient.id));
  await expect(page.getByRole('heading', { level: 1, name: patient.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Flags' })).toContainText('Suicide risk');
  const intakes = page.getByRole('list', { name: 'Intake' });
  await expect(intakes.getByRole('listitem')).toHaveCount(1);
  await expect(intakes.getByRole('listitem')).toContainText('Signed');
});

test("the chart's PHQ-9 trend shows two points after an intake and a re-score on the chart", async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  const patient = await registerPatientViaApi(page, {
    givenName: 'Tomasz',
    familyName: 'Ekwueme',
    birthDate: '1975-04-30',
  });
  // The first score: a signed intake with PHQ-9 total 14 (moderate).
  await signedIntakeViaApi(page, patient.id, [2, 2, 2, 2, 2, 2, 1, 1, 0]);

  await page.goto(PAGES.chart(patient.id));
  const scores = page.getByRole('region', { name: 'PHQ-9 / GAD-7 scores' });
  const trend = page.getByRole('img', { name: /^PHQ-9 totals over time/ });
  await expect(trend).toHaveAccessibleDescription(/^1 scores? from .*; latest 14, Moderate\.$/);

  await page.getByRole('button', { name: 'Re-score' }).click();
  const form = page.getByRole('form', { name: 'Re-score PHQ-9 or GAD-7' });
  for (let item = 1; item <= 9; item += 1) {
    await form
      .getByRole('group', { name: new RegExp(`^${item}\\. `) })
      .getByRole('radio', { name: item <= 6 ? 'Several days' : 'Not at all' })
      .check();
  }
  await expect(form.getByRole('status')).toHaveText('Score: 6 (Mild)');
  await form.getByRole('button', { name: 'Record the score' }).click();
  await expect(page.getByText('The score is recorded.')).toBeVisible();

  await expect(trend).toHaveAccessibleDescription(/^2 scores from .*; latest 6, Mild\.$/);
  await expect(trend.locator('circle')).toHaveCount(2);
  const table = page.getByRole('table', { name: "PHQ-9 scores (the chart's numbers)" });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('Intake');
  await expect(table).toContainText('Re-score');
  await expect(scores).toBeVisible();
});

test('the mental status exam records a mood both depressed and anxious, "within normal limits" standing alone, and the signed intake lists both', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  const patient = await registerPatientViaApi(page, {
    givenName: 'Noor',
    familyName: 'Vasquez',
    birthDate: '1988-06-14',
  });
  await page.goto(DOCUMENTATION_PAGES.intake(patient.id));
  await page.getByRole('textbox', { name: 'Reason for referral' }).fill('Worry and low mood.');

  // By keyboard (Space), and by clicking a label: Chakra draws its box over the real checkbox.
  const exam = page.getByRole('region', { name: 'Mental status exam' });
  const mood = exam.getByRole('group', { name: 'Mood' });
  await expect(mood).toHaveAccessibleDescription('Choose all that apply');
  await mood.getByRole('checkbox', { name: 'Depressed' }).press('Space');
  await mood.getByRole('checkbox', { name: 'Anxious' }).press('Space');
  await expect(mood.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await mood.getByRole('checkbox', { name: 'Euthymic' }).press('Space');
  await expect(mood.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await mood.getByRole('checkbox', { name: 'Depressed' }).press('Space');
  await expect(mood.getByRole('checkbox', { name: 'Euthymic' })).not.toBeChecked();
  await mood.getByRole('checkbox', { name: 'Anxious' }).press('Space');
  const perception = exam.getByRole('group', { name: 'Perception' });
  await perception.getByRole('checkbox', { name: 'Auditory hallucinations' }).press('Space');
  await perception.getByText('Visual hallucinations').click();
  await expect(perception.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await exam.getByRole('group', { name: 'Insight' }).getByRole('radio', { name: 'Fair' }).check();
  await expectNoSeriousAxeViolations(page, 'the mental status exam with several choices');

  await page.getByRole('button', { name: 'Sign intake' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign this intake?' });
  await confirm.getByRole('button', { name: 'Sign', exact: true }).click();
  const summary = page.getByRole('article', { name: 'Signed intake' });
  const signedExam = summary.getByRole('region', { name: 'Mental status exam' });
  await expect(signedExam).toContainText('MoodDepressed and Anxious');
  await expect(signedExam).toContainText(
    'PerceptionAuditory hallucinations and Visual hallucinations',
  );
  await expect(signedExam).toContainText('InsightFair');
});
