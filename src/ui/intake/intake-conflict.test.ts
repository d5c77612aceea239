import { describe, expect, it } from 'vitest';
import { emptyIntakeContent } from '../../../common/contracts/intake.contract';
import { createTranslator } from '../../i18n/i18n';
import en from '../../i18n/messages/en';
import fr from '../../i18n/messages/fr';
import { intakeConflictSections } from './intake-conflict';

const mine = emptyIntakeContent();
mine.mse.mood = ['depressed'];
mine.mse.perception = ['auditory-hallucinations', 'visual-hallucinations'];
mine.risk.suicidalIdeation = 'passive';
mine.risk.level = 'moderate';
const theirs = emptyIntakeContent();

const sectionOf = (label: string, t = createTranslator('en', en)) =>
  intakeConflictSections(t, 'en', mine, theirs).find((section) => section.label === label)!;

describe('the intake conflict comparison', () => {
  it('names mental status choices by their translated labels, never raw keys', () => {
    const mse = sectionOf('Mental status exam');
    expect(mse.mine).toContain('Mood: Depressed');
    expect(mse.mine).not.toContain('depressed');
    expect(mse.theirs).toContain('Mood: –');
  });

  it('lists a domain’s several choices joined the reader’s way', () => {
    expect(sectionOf('Mental status exam').mine).toContain(
      'Perception: Auditory hallucinations and Visual hallucinations',
    );
    const t = createTranslator('fr', fr);
    const mse = intakeConflictSections(t, 'fr', mine, theirs).find(
      (section) => section.label === t('intake.sections.mse'),
    )!;
    expect(mse.mine).toContain('Hallucinations auditives et Hallucinations visuelles');
  });

  it('names risk choices by their translated labels', () => {
    const risk = sectionOf('Risk assessment');
    expect(risk.mine).toContain('Suicidal ideation: Passive');
    expect(risk.mine).toContain('Risk level: Moderate');
    expect(risk.theirs).toContain('Risk level: –');
  });

  it('speaks the reader’s language', () => {
    const t = createTranslator('fr', fr);
    const risk = intakeConflictSections(t, 'fr', mine, theirs).find(
      (section) => section.label === t('intake.sections.risk'),
    )!;
    expect(risk.mine).toContain(t('intake.risk.levels.moderate'));
    expect(risk.mine).not.toMatch(/\bmoderate\b/);
  });
});
