import type { IntakeContent } from '../../../common/contracts/intake.contract';
import { MSE_DOMAIN_NAMES } from '../../../common/contracts/intake.contract';
import type { Locale, Translate } from '../../i18n/i18n';
import { HISTORY_FIELDS } from '../../../common/contracts/intake-gaps';
import { mseChoicesText } from './mse-labels';

/** One side of a conflict, as labelled texts (the drafts kit's ConflictPanel compares them). */
export interface IntakeConflictSection {
  label: string;
  mine: string;
  theirs: string;
}

const list = (items: readonly string[]) => items.join('\n');
const answers = (values: readonly (number | null)[]) =>
  values.map((value, item) => `${item + 1}: ${value ?? '–'}`).join(', ');

/**
 * Both versions of an intake as the sections a person compares: words, choices (by their
 * translated labels, never raw keys, several joined the reader's way) and answers.
 */
export function intakeConflictSections(
  t: Translate,
  locale: Locale,
  mine: IntakeContent,
  theirs: IntakeContent,
): IntakeConflictSection[] {
  const line = (label: string, pick: (content: IntakeContent) => string) => ({
    label,
    mine: pick(mine),
    theirs: pick(theirs),
  });
  const ideation = (value: IntakeContent['risk']['suicidalIdeation']) =>
    value ? t(`intake.risk.ideation.${value}`) : '–';
  return [
    line(t('intake.referral.reason'), (c) => c.referral.reason),
    line(t('intake.referral.presentingProblem'), (c) => c.referral.presentingProblem),
    ...HISTORY_FIELDS.map((field) => line(t(`intake.history.${field}`), (c) => c.history[field])),
    line(t('intake.sections.mse'), (c) =>
      [
        ...MSE_DOMAIN_NAMES.map(
          (d) => `${t(`intake.mse.domain.${d}`)}: ${mseChoicesText(t, locale, d, c.mse[d]) || '–'}`,
        ),
        c.mse.notes,
      ].join('\n'),
    ),
    line(t('intake.sections.risk'), (c) =>
      [
        `${t('intake.risk.suicidalIdeation')}: ${ideation(c.risk.suicidalIdeation)}`,
        `${t('intake.risk.homicidalIdeation')}: ${ideation(c.risk.homicidalIdeation)}`,
        `${t('intake.risk.level')}: ${c.risk.level ? t(`intake.risk.levels.${c.risk.level}`) : '–'}`,
        c.risk.history,
        c.risk.protectiveFactors,
        c.risk.rationale,
      ].join('\n'),
    ),
    line(t('intake.sections.phq9'), (c) => answers(c.phq9)),
    line(t('intake.sections.gad7'), (c) => answers(c.gad7)),
    line(t('intake.sections.diagnoses'), (c) =>
      list(c.diagnoses.map((d) => `${d.code} ${d.text}`)),
    ),
    line(t('intake.sections.goals'), (c) => list(c.goals)),
    line(t('intake.sections.consents'), (c) => list(c.consents)),
  ];
}
