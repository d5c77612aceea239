import { describe, expect, it } from 'vitest';
import { emptyIntakeSections, intakeGaps, intakeHasContent } from './intake-gaps';
import { emptyIntakeContent, type IntakeContent } from './intake.contract';

const blank = emptyIntakeContent();

/** Every section filled in: nothing to report. */
function complete(): IntakeContent {
  return {
    ...blank,
    referral: { reason: 'Referred by GP', presentingProblem: 'Low mood' },
    history: {
      psychiatric: 'None before',
      medical: 'Asthma',
      substanceUse: 'Alcohol, two units a week',
      family: 'Mother: depression',
      social: 'Lives with partner',
    },
    mse: { ...blank.mse, mood: ['depressed'] },
    risk: { ...blank.risk, level: 'low' },
    phq9: [1, 1, 1, 1, 1, 1, 1, 1, 0],
    gad7: [0, 0, 0, 0, 0, 0, 0],
    diagnoses: [{ code: 'F32.1', text: 'Major depressive disorder, single episode, moderate' }],
    goals: ['Return to work'],
    consents: ['treatment'],
  };
}

const emptied = (part: Partial<IntakeContent>) => emptyIntakeSections({ ...complete(), ...part });

describe('intakeGaps', () => {
  it('reports nothing when every section is filled in', () => {
    expect(intakeGaps(complete())).toEqual([]);
  });

  it('reports every section, in the form’s order, for a blank intake', () => {
    expect(emptyIntakeSections(blank)).toEqual([
      'referral',
      'history',
      'mse',
      'risk',
      'phq9',
      'gad7',
      'diagnoses',
      'goals',
      'consents',
    ]);
  });

  it('counts a referral of whitespace only as empty, and names a blank field when the other is filled', () => {
    expect(emptied({ referral: { reason: '  \n', presentingProblem: '\t' } })).toEqual([
      'referral',
    ]);
    expect(
      intakeGaps({ ...complete(), referral: { reason: 'GP', presentingProblem: ' ' } }),
    ).toEqual([{ kind: 'field', section: 'referral', field: 'presentingProblem' }]);
  });

  it('names each blank history field when some history is written, the whole history when none is', () => {
    const history = { ...complete().history, substanceUse: '', family: '   ' };
    expect(intakeGaps({ ...complete(), history })).toEqual([
      { kind: 'field', section: 'history', field: 'substanceUse' },
      { kind: 'field', section: 'history', field: 'family' },
    ]);
    expect(emptied({ history: blank.history })).toEqual(['history']);
  });

  it('counts the mental status exam empty until a domain is chosen or a note written', () => {
    expect(emptied({ mse: blank.mse })).toEqual(['mse']);
    expect(emptied({ mse: { ...blank.mse, notes: '   ' } })).toEqual(['mse']);
    expect(emptied({ mse: { ...blank.mse, insight: 'fair' } })).toEqual([]);
    expect(emptied({ mse: { ...blank.mse, perception: ['auditory-hallucinations'] } })).toEqual([]);
    expect(emptied({ mse: { ...blank.mse, notes: 'Could not be assessed' } })).toEqual([]);
  });

  it('counts an exam "all within normal limits" as filled in', () => {
    const normal: IntakeContent['mse'] = {
      ...blank.mse,
      appearance: ['well-groomed'],
      behaviour: ['cooperative'],
      speech: ['normal'],
      mood: ['euthymic'],
      affect: ['congruent'],
      thoughtProcess: ['linear'],
      thoughtContent: ['unremarkable'],
      perception: ['no-disturbance'],
      cognition: ['intact'],
      insight: 'good',
      judgement: 'good',
    };
    expect(emptied({ mse: normal })).toEqual([]);
  });

  it('counts the risk assessment empty until a risk level is chosen', () => {
    expect(emptied({ risk: blank.risk })).toEqual(['risk']);
    expect(emptied({ risk: { ...blank.risk, suicidalIdeation: 'none', history: 'None' } })).toEqual(
      ['risk'],
    );
    expect(emptied({ risk: { ...blank.risk, level: 'moderate' } })).toEqual([]);
  });

  it('counts a questionnaire empty with no answer, and says how much of one answered in part', () => {
    expect(emptied({ phq9: blank.phq9, gad7: blank.gad7 })).toEqual(['phq9', 'gad7']);
    const partial = { ...complete(), phq9: [2, 1, 0, null, null, null, null, null, null] };
    expect(intakeGaps(partial as IntakeContent)).toEqual([
      { kind: 'partial', section: 'phq9', answered: 3, count: 9 },
    ]);
    expect(intakeGaps({ ...complete(), gad7: [0, null, null, null, null, null, 3] })).toEqual([
      { kind: 'partial', section: 'gad7', answered: 2, count: 7 },
    ]);
  });

  it('counts an item answered "not at all" (0) as answered', () => {
    expect(emptied({ gad7: [0, 0, 0, 0, 0, 0, 0] })).toEqual([]);
  });

  it('counts diagnoses, goals and consents empty when none is added', () => {
    expect(emptied({ diagnoses: [] })).toEqual(['diagnoses']);
    expect(emptied({ goals: [] })).toEqual(['goals']);
    expect(emptied({ consents: [] })).toEqual(['consents']);
  });
});

describe('intakeHasContent', () => {
  it('is false for a blank intake and one of whitespace only', () => {
    expect(intakeHasContent(blank)).toBe(false);
    const spaces = { ...blank, referral: { reason: ' ', presentingProblem: '\n' } };
    expect(intakeHasContent(spaces)).toBe(false);
  });

  it('is true as soon as any one section holds something', () => {
    const one: Partial<IntakeContent>[] = [
      { referral: { reason: 'GP', presentingProblem: '' } },
      { history: { ...blank.history, social: 'Student' } },
      { mse: { ...blank.mse, mood: ['anxious'] } },
      { risk: { ...blank.risk, level: 'low' } },
      { phq9: [1, null, null, null, null, null, null, null, null] },
      { gad7: [null, null, null, null, null, null, 0] },
      { diagnoses: [{ code: 'F41.1', text: 'Generalized anxiety disorder' }] },
      { goals: ['Sleep better'] },
      { consents: ['telehealth'] },
    ];
    for (const part of one) expect(intakeHasContent({ ...blank, ...part })).toBe(true);
  });
});
