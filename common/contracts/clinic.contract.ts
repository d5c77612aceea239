import { z } from 'zod';
import { email, password } from './account.contract';
import { safeText } from './safe-text';
import { ACCEPT_INVITATION_PAGE, MEMBER_ROLES } from '../constants/account.constants';

/**
 * The clinic (FHIR Organization), its members (Practitioner + PractitionerRole) and invitations
 * (CLINICAL.md §1–3): one definition for the web client, the mocks and the server.
 */

export const CLINIC_PATHS = {
  /** `GET` every member; `PATCH` owners only. */
  profile: '/clinic',
  members: '/clinic/members',
  /** `PATCH` roles, credentials or `active` (owners only; deactivating ends the member's sessions). */
  member: '/clinic/members/:id',
  /** `GET` the list, `POST` an invitation (owners only). */
  invitations: '/clinic/invitations',
  /** `DELETE` revokes. */
  invitation: '/clinic/invitations/:id',
  resend: '/clinic/invitations/:id/resend',
  /** Public, token in the body (never in a URL a log could keep): who invites whom. */
  lookupInvitation: '/invitations/lookup',
  /** Public: accepting creates the member and signs them in. */
  acceptInvitation: '/invitations/accept',
  /** Members who see patients, each with caseload size, this week's sessions and unsigned notes. */
  practitioners: '/practitioners',
} as const;

export const memberPath = (id: string) => `/clinic/members/${encodeURIComponent(id)}`;
export const invitationPath = (id: string) => `/clinic/invitations/${encodeURIComponent(id)}`;
export const resendInvitationPath = (id: string) => `${invitationPath(id)}/resend`;

export const memberRole = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof memberRole>;
export { MEMBER_ROLES };

/** One or more roles, each once. */
export const roleSet = z
  .array(memberRole)
  .min(1, 'Choose at least one role')
  .max(3)
  .refine((roles) => new Set(roles).size === roles.length, 'Each role once');

/** An IANA time zone name the runtime knows (e.g. `Europe/Bucharest`). */
export const timeZone = safeText()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

/** Each clinic setting's rule, without its default (an update names only what it changes). */
const clinicSettingRules = {
  /** Minutes a session lasts when booked without an end (the booking form's default). */
  defaultSessionMinutes: z.number().int().min(5).max(720),
  /**
   * AI drafting of notes (CLINICAL.md decision 4): `off`; `offline`, the built-in rule-based
   * drafter (nothing leaves the server); `external`, the OpenAI-compatible model the server is
   * configured with, for patients whose recording & AI consent is on file (else offline).
   */
  aiDrafting: z.enum(['off', 'offline', 'external']),
  /** The clinic's note style, given to an external model with every draft. */
  noteStyleInstructions: safeText().trim().max(2_000),
  /** Keep a recording's audio after it is transcribed (default: deleted once transcribed). */
  keepAudio: z.boolean(),
  /** Days a transcript is kept after its session; null keeps it with the record. */
  transcriptRetentionDays: z.number().int().min(1).max(3_650).nullable(),
};

/** Clinic settings (owners set them). */
export const clinicSettings = z.strictObject({
  defaultSessionMinutes: clinicSettingRules.defaultSessionMinutes.default(50),
  aiDrafting: clinicSettingRules.aiDrafting.default('offline'),
  noteStyleInstructions: clinicSettingRules.noteStyleInstructions.default(''),
  keepAudio: clinicSettingRules.keepAudio.default(false),
  transcriptRetentionDays: clinicSettingRules.transcriptRetentionDays.default(null),
});
export type ClinicSettings = z.infer<typeof clinicSettings>;

/** The settings an update changes; the others keep their stored values (no defaults fill in). */
export const clinicSettingsUpdate = z.strictObject(clinicSettingRules).partial();

export const clinic = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  timeZone: z.string(),
  settings: clinicSettings,
});
export type Clinic = z.infer<typeof clinic>;
export const clinicResponse = z.object({ clinic });

export const clinicUpdate = z.strictObject({
  name: safeText().trim().min(1).max(200).optional(),
  address: safeText().trim().max(500).nullable().optional(),
  phone: safeText().trim().max(40).nullable().optional(),
  timeZone: timeZone.optional(),
  settings: clinicSettingsUpdate.optional(),
});
export type ClinicUpdate = z.infer<typeof clinicUpdate>;

export const member = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(memberRole),
  active: z.boolean(),
  credentials: z.string().nullable(),
  licenceNumber: z.string().nullable(),
});
export type Member = z.infer<typeof member>;
export const memberResponse = z.object({ member });
export const memberListResponse = z.object({ members: z.array(member) });

export const memberUpdate = z.strictObject({
  roles: roleSet.optional(),
  active: z.boolean().optional(),
  credentials: safeText().trim().max(60).nullable().optional(),
  licenceNumber: safeText().trim().max(60).nullable().optional(),
});
export type MemberUpdate = z.infer<typeof memberUpdate>;

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/** The web page an invitation link opens (kept with the zod-free constants /login reads). */
export { ACCEPT_INVITATION_PAGE };

export const invitationStatus = z.enum(['pending', 'accepted', 'revoked', 'expired']);
export type InvitationStatus = z.infer<typeof invitationStatus>;

export const invitation = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.array(memberRole),
  status: invitationStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The inviting member's id (the member list has their name). */
  invitedBy: z.string(),
});
export type Invitation = z.infer<typeof invitation>;
export const invitationResponse = z.object({ invitation });
export const invitationListResponse = z.object({ invitations: z.array(invitation) });

export const invitationInput = z.strictObject({ email, roles: roleSet });
export type InvitationInput = z.infer<typeof invitationInput>;

const invitationToken = safeText().min(16).max(200);
export const invitationLookup = z.strictObject({ token: invitationToken });
export const invitationLookupResponse = z.object({
  clinicName: z.string(),
  email: z.string(),
  roles: z.array(memberRole),
});
export type InvitationLookupResponse = z.infer<typeof invitationLookupResponse>;

export const invitationAcceptance = z.strictObject({
  token: invitationToken,
  firstName: safeText().trim().min(1).max(100),
  lastName: safeText().trim().min(1).max(100),
  password,
});
export type InvitationAcceptance = z.infer<typeof invitationAcceptance>;

export const practitionerSummary = z.object({
  id: z.string(),
  name: z.string(),
  credentials: z.string().nullable(),
  caseloadSize: z.number().int(),
  sessionsThisWeek: z.number().int(),
  unsignedNotes: z.number().int(),
});
export type PractitionerSummary = z.infer<typeof practitionerSummary>;

/** The week the counts cover, as the client's clinic-time-zone week boundaries. */
export const practitionerListQuery = z.strictObject({
  q: safeText().trim().max(100).optional(),
  weekFrom: safeText().datetime({ offset: true }).optional(),
  weekTo: safeText().datetime({ offset: true }).optional(),
});
export const practitionerListResponse = z.object({
  practitioners: z.array(practitionerSummary),
});

/**
 * What each role may do (CLINICAL.md §1), one table for the server's checks and the UI's offers.
 * Clinical rights of a clinician hold only for their caseload; the server checks that too.
 */
export const ROLE_RIGHTS = {
  manageClinic: ['owner'],
  reviewAccessTrail: ['owner'],
  registerPatients: ['staff', 'clinician'],
  editDemographics: ['staff', 'clinician'],
  recordConsents: ['staff', 'clinician'],
  bookSessions: ['staff', 'clinician'],
  readClinical: ['clinician'],
  writeClinical: ['clinician'],
} as const satisfies Record<string, readonly MemberRole[]>;
export type Right = keyof typeof ROLE_RIGHTS;

/** Whether a member holding `roles` has `right`. */
export const mayDo = (roles: readonly MemberRole[], right: Right): boolean =>
  roles.some((role) => (ROLE_RIGHTS[right] as readonly MemberRole[]).includes(role));
