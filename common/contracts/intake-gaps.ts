import type { IntakeContent } from './intake.contract';

/**
 * What an intake leaves empty, said before it is signed (one rule for the form, the mocks and
 * the server). Empty sections do not stop a signature — a history may rightly stay empty, "not
 * assessed at intake" — but an intake with nothing in it at all is refused, as an empty note is.
 */

/** The parts of an intake that hold content, in the form's order (the signature is not one). */
export const INTAKE_CONTENT_SECTIONS = [
  'referral',
  'history',
  'mse',
  'risk',
  'phq9',
  'gad7',
  'diagnoses',
  'goals',
  'consents',
] as const;
export type IntakeContentSection = (typeof INTAKE_CONTENT_SECTIONS)[number];

export const REFERRAL_FIELDS = ['reason', 'presentingProblem'] as const;
export const HISTORY_FIELDS = [
  'psychiatric',
  'medical',
  'substanceUse',
  'family',
  'social',
] as const;
export type ReferralField = (typeof REFERRAL_FIELDS)[number];
export type HistoryField = (typeof HISTORY_FIELDS)[number];

/**
 * One thing left out: a whole section, one blank field of a section that has others filled, or a
 * questionnaire answered in part (it has no total until complete).
 */
export type IntakeGap =
  | { kind: 'section'; section: IntakeContentSection }
  | { kind: 'field'; section: 'referral'; field: ReferralField }
  | { kind: 'field'; section: 'history'; field: HistoryField }
  | { kind: 'partial'; section: 'phq9' | 'gad7'; answered: number; count: number };

const blank = (text: string) => text.trim() === '';

/** A section of several text fields: empty when all are blank, else each blank field. */
function textGaps<S extends 'referral' | 'history'>(
  section: S,
  fields: readonly (keyof IntakeContent[S] & string)[],
  value: IntakeContent[S],
): IntakeGap[] {
  const blanks = fields.filter((field) => blank(value[field] as string));
  if (blanks.length === fields.length) return [{ kind: 'section', section }];
  return blanks.map((field) => ({ kind: 'field', section, field }) as IntakeGap);
}

function questionnaireGaps(section: 'phq9' | 'gad7', answers: readonly (number | null)[]) {
  const answered = answers.filter((answer) => answer !== null).length;
  if (answered === 0) return [{ kind: 'section', section } as const];
  if (answered < answers.length) {
    return [{ kind: 'partial', section, answered, count: answers.length } as const];
  }
  return [];
}

/** A domain not assessed: no choice (a graded scale) or none of its choices (all that apply). */
const notChosen = (choice: string | readonly string[] | null) =>
  choice === null || choice.length === 0;

const whole = (section: IntakeContentSection, empty: boolean): IntakeGap[] =>
  empty ? [{ kind: 'section', section }] : [];

/**
 * What the intake leaves empty, in the form's order. Text is empty when blank or whitespace; the
 * mental status exam when no domain has a choice (the "all within normal limits" shortcut chooses
 * every one) and its notes are blank; the risk assessment until a risk level is chosen; PHQ-9 and
 * GAD-7 when no item is answered, in part when some are; diagnoses, goals and consents when none.
 */
export function intakeGaps(content: IntakeContent): IntakeGap[] {
  const { mse, risk } = content;
  const { notes, ...domains } = mse;
  return [
    ...textGaps('referral', REFERRAL_FIELDS, content.referral),
    ...textGaps('history', HISTORY_FIELDS, content.history),
    ...whole('mse', Object.values(domains).every(notChosen) && blank(notes)),
    ...whole('risk', risk.level === null),
    ...questionnaireGaps('phq9', content.phq9),
    ...questionnaireGaps('gad7', content.gad7),
    ...whole('diagnoses', content.diagnoses.length === 0),
    ...whole('goals', content.goals.length === 0),
    ...whole('consents', content.consents.length === 0),
  ];
}

/** The sections left wholly empty (a questionnaire answered in part is not empty). */
export const emptyIntakeSections = (content: IntakeContent): IntakeContentSection[] =>
  intakeGaps(content).flatMap((gap) => (gap.kind === 'section' ? [gap.section] : []));

/**
 * Whether the intake holds anything at all. An intake with every section empty cannot be signed:
 * the server refuses it (422), the mocks too, and the form says so before asking to sign.
 */
export const intakeHasContent = (content: IntakeContent) =>
  emptyIntakeSections(content).length < INTAKE_CONTENT_SECTIONS.length;
