import { expect, test, type Page } from '@playwright/test';
import {
  DOCUMENTATION_PAGES,
  registerPatientViaApi,
  sessionInProgress,
} from './support/clinical-records';
import { DEMO_LOGINS, expectNoSeriousAxeViolations, signInAsDemo } from './support/demo-clinic';

// Issue 30 end to end against `npm start`: in the AI draft's review the clinician moves a sentence
// the offline drafter misfiled to another section, once with the keyboard and once with the
// mouse, and the note made from the draft holds each sentence where it was moved.
const SOAP_AI_PAGE = '/app/panels/hospital/therapysoapformai';
// Typed as clinicians type between sessions. The drafter files "worry reduced" as a progress
// judgement (Assessment); the client said it, so the clinician moves it to Subjective.
const SUMMARY = 'pt reports low mood x2wks worry reduced used MI no SI today pacing diary f/u 1wk';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const section = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true });
const sentence = (page: Page, name: string, text: string) =>
  section(page, name).getByRole('button', {
    name: new RegExp(`^${escapeRegExp(text)}\\s*Cue: `),
  });
const moveMenuOf = (page: Page, text: string) =>
  page.getByRole('button', { name: `Move “${text}” to another section` });

test('a clinician moves a drafted sentence to another section with the keyboard and another with the mouse, and the note holds each where it was moved', async ({
  page,
}) => {
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  const patient = await registerPatientViaApi(page, {
    givenName: 'Ilse',
    familyName: 'Marangoni',
    birthDate: '1979-03-14',
  });
  // Eleven evenings back: no other spec books that evening (see sessionInProgress).
  const encounterId = await sessionInProgress(page, patient.id, 11);

  await page.goto(`${SOAP_AI_PAGE}?session=${encodeURIComponent(encounterId)}`);
  await page.getByRole('radio', { name: 'Your own summary' }).check();
  await page.getByRole('textbox', { name: 'Summary of the session' }).fill(SUMMARY);
  await expect(page.getByText('Drafter: Rule-based drafter (offline)')).toBeVisible();
  await page.getByRole('button', { name: 'Draft note' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review the draft' })).toBeVisible();
  const drafted: [string, string][] = [
    ['Subjective', 'pt reports low mood x2wks'],
    ['Assessment', 'worry reduced'],
    ['Objective', 'used MI'],
    ['Assessment', 'no SI today'],
    ['Plan', 'pacing diary'],
    ['Plan', 'f/u 1wk'],
  ];
  for (const [name, text] of drafted) await expect(sentence(page, name, text)).toBeVisible();

  // The keyboard: Tab from the sentence to its "Move to…" button, open the menu with the arrow
  // key, the first other section (Subjective) is highlighted, Enter moves the sentence there.
  await sentence(page, 'Assessment', 'worry reduced').focus();
  await page.keyboard.press('Tab');
  await expect(moveMenuOf(page, 'worry reduced')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Subjective', 'Objective', 'Plan']);
  await expect(menu.getByRole('menuitem', { name: 'Subjective' })).toHaveAttribute(
    'data-highlighted',
    '',
  );
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  const movedByKeyboard = sentence(page, 'Subjective', 'worry reduced');
  await expect(movedByKeyboard).toContainText('Moved from Assessment');
  await expect(movedByKeyboard).toBeFocused();
  await expect(sentence(page, 'Assessment', 'worry reduced')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Moved to Subjective.' })).toBeVisible();

  // The mouse: click "Move to…" on the pacing diary, then click Objective (set up in session).
  await moveMenuOf(page, 'pacing diary').click();
  await expect(menu.getByRole('menuitem')).toHaveText(['Subjective', 'Objective', 'Assessment']);
  await menu.getByRole('menuitem', { name: 'Objective' }).click();
  await expect(menu).toBeHidden();
  await expect(sentence(page, 'Objective', 'pacing diary')).toContainText('Moved from Plan');
  await expect(sentence(page, 'Plan', 'pacing diary')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Moved to Objective.' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousAxeViolations(page, 'the AI draft review after two moves');

  // The note made from the draft holds both moves; the sentences nobody moved stay where filed.
  await page.getByRole('button', { name: 'Use this draft' }).click();
  await expect(page).toHaveURL(DOCUMENTATION_PAGES.soapNote(encounterId));
  await expect(page.getByRole('textbox', { name: 'Subjective' })).toHaveValue(
    'pt reports low mood x2wks; worry reduced',
  );
  await expect(page.getByRole('textbox', { name: 'Objective' })).toHaveValue(
    'used MI; pacing diary',
  );
  await expect(page.getByRole('textbox', { name: 'Assessment' })).toHaveValue('no SI today');
  await expect(page.getByRole('textbox', { name: 'Plan', exact: true })).toHaveValue('f/u 1wk');
});
