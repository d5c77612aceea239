import type { MentalStatusExam, MseDomain } from '../../../common/contracts/intake.contract';
import type { Locale, MessageKey, Translate } from '../../i18n/i18n';

/** A choice's words: `intake.mse.choice.<domain>.<choice>`. */
export const mseChoiceKey = (domain: MseDomain, choice: string) =>
  `intake.mse.choice.${domain}.${choice}` as MessageKey;

/**
 * What a domain records, in words: its choices joined the reader's way ("Depressed and
 * anxious" in English, "抑郁和焦虑" in Chinese) or its one graded choice; '' when not assessed.
 */
export function mseChoicesText(
  t: Translate,
  locale: Locale,
  domain: MseDomain,
  value: MentalStatusExam[MseDomain],
): string {
  const choices = value === null ? [] : typeof value === 'string' ? [value] : value;
  const labels = choices.map((choice) => t(mseChoiceKey(domain, choice)));
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(labels);
}
