import type { MatchReason, MatchResponse } from '../../../common/contracts/knowledge.contract';
import type { Translate } from '../../i18n/i18n';

/** A condition's name inside a sentence: "Obsessive-compulsive disorder" → "obsessive-…"; "PTSD" stays. */
export const inSentence = (label: string) =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

/** Why a treatment matched, as a sentence in the reader's language. */
export function reasonSentence(t: Translate, reason: MatchReason): string {
  switch (reason.kind) {
    case 'diagnosis':
      return t('knowledge.matcher.reason.diagnosis', {
        code: reason.code,
        condition: inSentence(reason.condition),
      });
    case 'problem':
      return t('knowledge.matcher.reason.problem', { term: reason.term });
    case 'age':
      return t(`knowledge.matcher.reason.age.${reason.ageGroup}`);
    case 'risk':
      return t(`knowledge.matcher.reason.risk.${reason.flag}`);
  }
}

/** What the match was made from, on one line: "F42.2 Mixed…; problems: checking; adult; …flag". */
export function basisLine(t: Translate, basis: MatchResponse['basis']): string {
  const parts = [
    ...basis.diagnoses.map(({ code, text }) => (text ? `${code} ${text}` : code)),
    ...(basis.problems.trim()
      ? [t('knowledge.matcher.basis.problems', { problems: basis.problems.trim() })]
      : []),
    ...(basis.ageGroup ? [t(`knowledge.matcher.basis.age.${basis.ageGroup}`)] : []),
    ...basis.riskFlags.map((flag) => t(`knowledge.matcher.basis.flag.${flag}`)),
  ];
  return parts.length > 0 ? parts.join('; ') : t('knowledge.matcher.basis.nothing');
}
