import type { IntakeContent } from '../../../common/contracts/intake.contract';
import { needsSafetyAlert } from '../../../common/scoring/instruments';

/** What stands between an intake and its signature (the server's 422 rule, checked first here). */
export type SignBlocker = 'acknowledge' | 'level' | 'rationale';

/** The blockers, in the order to fix them: none unless PHQ-9 item 9 is above 0. */
export function signBlockers(content: IntakeContent): SignBlocker[] {
  if (!needsSafetyAlert(content.phq9)) return [];
  const blockers: SignBlocker[] = [];
  if (!content.safetyAcknowledged) blockers.push('acknowledge');
  if (content.risk.level === null) blockers.push('level');
  if (content.risk.rationale.trim() === '') blockers.push('rationale');
  return blockers;
}
