import { intakeHasContent } from '../../../common/contracts/intake-gaps';
import type { IntakeContent } from '../../../common/contracts/intake.contract';
import { needsSafetyAlert } from '../../../common/scoring/instruments';

/** What stands between an intake and its signature (the server's 422 rules, checked first here). */
export type SignBlocker = 'empty' | 'acknowledge' | 'level' | 'rationale';

/**
 * The blockers, in the order to fix them: an intake with nothing in it (`intakeHasContent`, the
 * server's rule), or PHQ-9 item 9 above 0 without its risk assessment.
 */
export function signBlockers(content: IntakeContent): SignBlocker[] {
  if (!intakeHasContent(content)) return ['empty'];
  if (!needsSafetyAlert(content.phq9)) return [];
  const blockers: SignBlocker[] = [];
  if (!content.safetyAcknowledged) blockers.push('acknowledge');
  if (content.risk.level === null) blockers.push('level');
  if (content.risk.rationale.trim() === '') blockers.push('rationale');
  return blockers;
}
