import * as z from 'zod/mini';
import { email, password } from './account.contract';
import { safeText } from './safe-text';

/**
 * The patient portal (issue 36; CLINICAL.md §1 and rule 14): patients are not members. A portal
 * patient has their own role with its own rights, and their token is scoped to one patient: every
 * portal route reads the patient from the token, never from the request.
 */

/** The patient's role: never a member role, never a clinic page or endpoint. */
export const PATIENT_ROLE = 'patient';

/**
 * What the patient role may do, always on their own records only (CLINICAL.md §1's row). The
 * member roles' table is `ROLE_RIGHTS` (clinic.contract.ts); no member role appears here and the
 * patient role appears nowhere there.
 */
export const PATIENT_RIGHTS = [
  'readOwnSessions',
  'answerOwnQuestionnaires',
  'signOwnConsents',
  'readSharedDocuments',
  'downloadOwnRecord',
] as const;
export type PatientRight = (typeof PATIENT_RIGHTS)[number];

/** Whether the patient role has `right` (for symmetry with `mayDo`; the list is the rule). */
export const patientMay = (right: string): right is PatientRight =>
  (PATIENT_RIGHTS as readonly string[]).includes(right);

export { PORTAL_BASE, PORTAL_INVITATION_PAGE, isPortalPath } from '../constants/portal.constants';

/** A portal account's state: invited (no password yet), active, revoked (sessions ended). */
export const PORTAL_STATUSES = ['invited', 'active', 'revoked'] as const;
export const portalStatus = z.enum(PORTAL_STATUSES);
export type PortalStatus = z.infer<typeof portalStatus>;

/** The portal API's paths (all under `/portal`; a member's token is refused there). */
export const PORTAL_PATHS = {
  /** `GET`: the signed-in patient and their clinic. */
  me: '/portal/me',
  /** `POST { token, password }` (public): the invitation's link sets the password, signs in. */
  acceptInvitation: '/portal-invitations/accept',
} as const;

/** The member side, on the chart: `GET` the patient's portal access. */
export const patientPortalPath = (patientId: string) =>
  `/patients/${encodeURIComponent(patientId)}/portal`;
/** `POST { email, consent: true }`: invite the patient (a member with the right). */
export const patientPortalInvitationPath = (patientId: string) =>
  `${patientPortalPath(patientId)}/invitation`;
/** `POST`: revoke the patient's portal access; their sessions end at once. */
export const patientPortalRevokePath = (patientId: string) =>
  `${patientPortalPath(patientId)}/revoke`;
/** The server's route patterns of the three above. */
export const PATIENT_PORTAL_ROUTES = {
  access: '/patients/:id/portal',
  invitation: '/patients/:id/portal/invitation',
  revoke: '/patients/:id/portal/revoke',
} as const;

/**
 * An invitation from the chart: the address the patient signs in with, and their consent to
 * portal use (recorded as a `portal` consent on the chart). Without `consent: true`, nothing.
 */
export const portalInvitationRequest = z.strictObject({
  email,
  consent: z.literal(true),
});
export type PortalInvitationRequest = z.infer<typeof portalInvitationRequest>;

/** The patient's portal access as the chart shows it ('none': never invited). */
export const portalAccess = z.object({
  status: z.enum(['none', ...PORTAL_STATUSES]),
  email: z.nullable(z.string()),
  /** When the latest invitation's link stops working (invited only). */
  invitationExpiresAt: z.nullable(z.string()),
});
export type PortalAccess = z.infer<typeof portalAccess>;

/** The set-password link's request: the token from its fragment, the password (members' rules). */
export const portalInvitationAcceptance = z.strictObject({
  token: safeText().check(z.minLength(1), z.maxLength(512)),
  password,
});

/** The portal's refusals in the server's words (the mock answers with the same). */
export const PORTAL_MESSAGES = {
  invitationNotValid:
    'This portal link is not valid: it may have been used, replaced or revoked, or have expired.',
  alreadyActive: 'This patient already has portal access.',
  emailInUse: 'This e-mail address already signs in to Praxis: ask the patient for another.',
} as const;

/** `GET /portal/me`: who is signed in to the portal (their own name, their clinic's). */
export const portalMe = z.object({
  patient: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
  }),
  clinic: z.object({
    name: z.string(),
    timeZone: z.string(),
  }),
});
export type PortalMe = z.infer<typeof portalMe>;

/** The patient's name as the portal says it: their preferred name when they gave one. */
export const portalName = (row: {
  given_name: string;
  family_name: string;
  preferred_name: string | null;
}) => `${row.preferred_name ?? row.given_name} ${row.family_name}`.trim();
