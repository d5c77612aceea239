import * as z from 'zod/mini';

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

/** A portal account's state: invited (no password yet), active, revoked (sessions ended). */
export const PORTAL_STATUSES = ['invited', 'active', 'revoked'] as const;
export const portalStatus = z.enum(PORTAL_STATUSES);
export type PortalStatus = z.infer<typeof portalStatus>;

export { PORTAL_BASE, isPortalPath } from '../constants/portal.constants';

/** The portal API's paths (all under `/portal`; a member's token is refused there). */
export const PORTAL_PATHS = {
  /** `GET`: the signed-in patient and their clinic. */
  me: '/portal/me',
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
