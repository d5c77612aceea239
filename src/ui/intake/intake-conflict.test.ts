import { describe, expect, it } from 'vitest';
import { emptyIntakeContent } from '../../../common/contracts/intake.contract';
import { createTranslator } from '../../i18n/i18n';
import en from '../../i18n/messages/en';
import fr from '../../i18n/messages/fr';
import { intakeConflictSections } from './intake-conflict';

const mine = emptyIntakeContent();
mine.mse.mood = 'depressed';
mine.risk.suicidalIdeation = 'passive';
mine.risk.level = 'moderate';
const theirs = emptyIntakeContent();

const sectionOf = (label: string, t = createTranslator('en', en)) =>
  intakeConflictSections(t, mine, theirs).find((section) => section.label === label)!;

describe('the intake conflict comparison', () => {
  it('names mental status choices by their translated labels, never raw keys', () => {
    const mse = sectionOf('Mental status exam');
    expect(mse.mine).toContain('Mood: Depressed');
    expect(mse.mine).not.toContain('depressed');
    expect(mse.theirs).toContain('Mood: –');
  });

  it('names risk choices by their translated labels', () => {
    const risk = sectionOf('Risk assessment');
    expect(risk.mine).toContain('Suicidal ideation: Passive');
    expect(risk.mine).toContain('Risk level: Moderate');
    expect(risk.theirs).toContain('Risk level: –');
  });

  it('speaks the reader’s language', () => {
    const t = createTranslator('fr', fr);
    const risk = intakeConflictSections(t, mine, theirs).find(
      (section) => section.label === t('intake.sections.risk'),
    )!;
    expect(risk.mine).toContain(t('intake.risk.levels.moderate'));
    expect(risk.mine).not.toMatch(/\bmoderate\b/);
  });
});
