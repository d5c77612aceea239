import { ROUTES } from '../../config/constants';
import { mayDo, type MemberRole } from '../../../common/contracts/clinic.contract';
import { isPortalPath, PORTAL_BASE } from '../../../common/constants/portal.constants';
import { PORTAL_SMART_CONSENT_PAGE } from '../../../common/contracts/portal-smart.contract';
import { SMART_CONSENT_PAGE } from '../../../common/contracts/smart.contract';

/** Who is signed in, as routing needs it: a member's roles, or a portal patient's patient id. */
export interface SignedInWho {
  roles: readonly MemberRole[];
  /** Set for a portal patient only (issue 36): a patient is not a member. */
  patientId?: string | undefined;
}

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

/** Home of whoever signed in: a portal patient's is the patient's area; a member's by role. */
export function homeOf(who: SignedInWho): string {
  return who.patientId ? PORTAL_BASE : homeFor(who.roles);
}

/** Whether the signed-in user is a portal patient (not a member). */
export const isPatient = (who: SignedInWho): boolean => Boolean(who.patientId);

/**
 * Whether a signed-in user may be taken to `path` (CLINICAL.md rule 14): a portal patient only
 * within the patient's area, never a clinic page; a member never into the patient's area.
 */
export function mayOpen(who: SignedInWho, path: string): boolean {
  return isPatient(who) === isPortalPath(path);
}

/**
 * A SMART launch's consent for whoever signed in (issue 36): the authorization endpoint sends
 * every launch to the members' page (`/smart/authorize?request=…`); a portal patient answers the
 * same request on the portal's own page. Null when `path` is no launch or the user a member.
 */
export function patientLaunchPage(who: SignedInWho, path: string): string | null {
  if (!isPatient(who) || !path.startsWith(`${SMART_CONSENT_PAGE}?`)) return null;
  return `${PORTAL_SMART_CONSENT_PAGE}${path.slice(SMART_CONSENT_PAGE.length)}`;
}

/** The wanted page when this user may open it, else their home. */
export function landingFor(who: SignedInWho, wanted: string): string {
  return patientLaunchPage(who, wanted) ?? (mayOpen(who, wanted) ? wanted : homeOf(who));
}
