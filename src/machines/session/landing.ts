import { ROUTES } from '../../config/constants';
import { mayDo, type MemberRole } from '../../../common/contracts/clinic.contract';

/**
 * A member's home (issue 30): the day for whoever has one — a clinician their own sessions, the
 * front desk and owners the clinic's (the practitionerdashboard page decides which) — and the
 * organization page, the spec's fallback, for a member with no role yet (nothing to show on a day).
 */
export function homeFor(roles: readonly MemberRole[]): string {
  const hasDay = roles.includes('clinician') || mayDo(roles, 'seeClinicSchedule');
  return hasDay ? ROUTES.day : ROUTES.landing;
}

/**
 * Where a sign-in lands: the remembered page when there is one (it always wins), else home. An
 * external sign-in carries the landing page as "no page remembered" through the provider's round
 * trip (the platform's `resolveReturnTo` falls back to it before roles are known), so that value
 * too means home.
 */
export function landingAfterSignIn(
  remembered: string | null,
  roles: readonly MemberRole[],
): string {
  if (remembered && remembered !== ROUTES.landing) return remembered;
  return homeFor(roles);
}
