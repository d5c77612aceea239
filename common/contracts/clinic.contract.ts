import * as z from 'zod/mini';
import { email, password } from './account.contract';
import { safeText } from './safe-text';
import { idPageQuery } from './paging';
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
  /**
   * `GET` the open requests for a clinical role a member asked for themselves (owners: pending
   * and break-glass; every other member: break-glass in force).
   */
  roleGrants: '/clinic/role-grants',
  /** `POST` (a second owner): the requested roles take effect. */
  approveRoleGrant: '/clinic/role-grants/:id/approve',
  /** `POST` (another owner declines; the requester withdraws): nothing changes. */
  declineRoleGrant: '/clinic/role-grants/:id/decline',
  /** Members who see patients, each with caseload size, this week's sessions and unsigned notes. */
  practitioners: '/practitioners',
} as const;

export const memberPath = (id: string) => `/clinic/members/${encodeURIComponent(id)}`;
export const invitationPath = (id: string) => `/clinic/invitations/${encodeURIComponent(id)}`;
export const resendInvitationPath = (id: string) => `${invitationPath(id)}/resend`;
export const approveRoleGrantPath = (id: string) =>
  `/clinic/role-grants/${encodeURIComponent(id)}/approve`;
export const declineRoleGrantPath = (id: string) =>
  `/clinic/role-grants/${encodeURIComponent(id)}/decline`;

export const memberRole = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof memberRole>;
export { MEMBER_ROLES };

/** One or more roles, each once. */
export const roleSet = z.array(memberRole).check(
  z.minLength(1, 'Choose at least one role'),
  z.maxLength(3),
  z.refine((roles) => new Set(roles).size === roles.length, 'Each role once'),
);

/** An IANA time zone name the runtime knows (e.g. `Europe/Bucharest`). */
export const timeZone = safeText().check(
  z.minLength(1),
  z.maxLength(64),
  z.refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone'),
);

/** The longest a recording's audio is kept, and the default (issue 31). */
export const AUDIO_RETENTION_MAX_DAYS = 30;

/** Reminders (issue 32): at most three, each 1 hour to 7 days before the session, each once. */
export const REMINDER_HOURS_LIMITS = { min: 1, max: 168, count: 3 } as const;
export const DEFAULT_REMINDER_HOURS: readonly number[] = [24];
const reminderHours = z
  .array(
    z.number().check(z.int(), z.gte(REMINDER_HOURS_LIMITS.min), z.lte(REMINDER_HOURS_LIMITS.max)),
  )
  .check(
    z.maxLength(REMINDER_HOURS_LIMITS.count),
    z.refine((hours) => new Set(hours).size === hours.length, 'Each reminder hour once'),
  );

/** The portal's cancellation window (issue 36): 0 (until the start) to 14 days, 24 hours by default. */
export const PORTAL_POLICY_LIMITS = { min: 0, max: 336, defaultHours: 24 } as const;

/** Each clinic setting's rule, without its default (an update names only what it changes). */
const clinicSettingRules = {
  /** Minutes a session lasts when booked without an end (the booking form's default). */
  defaultSessionMinutes: z.number().check(z.int(), z.gte(5), z.lte(720)),
  /**
   * AI drafting of notes (CLINICAL.md decision 4): `off`; `offline`, the built-in rule-based
   * drafter (nothing leaves the server); `external`, the OpenAI-compatible model the server is
   * configured with, for patients whose recording & AI consent is on file (else offline).
   */
  aiDrafting: z.enum(['off', 'offline', 'external']),
  /** The clinic's note style, given to an external model with every draft. */
  noteStyleInstructions: safeText().check(z.trim(), z.maxLength(2_000)),
  /** Keep a recording's audio after it is transcribed (default: deleted once transcribed). */
  keepAudio: z.boolean(),
  /** Days a transcript is kept after its session; null keeps it with the record. */
  transcriptRetentionDays: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(3_650))),
  /**
   * Days a recording's audio is kept after it was opened, whether transcribed or not (issue 31):
   * at most AUDIO_RETENTION_MAX_DAYS, which the clinic may shorten.
   */
  audioRetentionDays: z.number().check(z.int(), z.gte(1), z.lte(AUDIO_RETENTION_MAX_DAYS)),
  /** Hours before a session its patient's reminder is mailed (issue 32); none: no reminders. */
  reminderHours: reminderHours,
  /** Clinicians' calendar feeds show patients' initials; off, a feed names no patient. */
  calendarFeedInitials: z.boolean(),
  /** The weekday the calendar's week starts on: 1 Monday … 7 Sunday (ISO 8601). */
  firstDayOfWeek: z.number().check(z.int(), z.gte(1), z.lte(7)),
  /** Every member signs in with a second factor; one without it enrols at the next sign-in. */
  twoFactorRequired: z.boolean(),
  /**
   * Clinicians may share a signed note with its patient in the portal (issue 36): off, no note
   * is ever visible there; on, only a note a clinician explicitly shared, read-only.
   */
  shareSignedNotes: z.boolean(),
  /**
   * The portal's cancellation policy (issue 36): a patient cancels a session themself until this
   * many hours before it (on the clinic's clock); later, only by contacting the clinic.
   */
  cancellationWindowHours: z
    .number()
    .check(z.int(), z.gte(PORTAL_POLICY_LIMITS.min), z.lte(PORTAL_POLICY_LIMITS.max)),
  /** Patients may ask for another time from their clinician's free slots (the desk confirms). */
  selfScheduling: z.boolean(),
};

/** Clinic settings (owners set them). */
export const clinicSettings = z.strictObject({
  defaultSessionMinutes: z._default(clinicSettingRules.defaultSessionMinutes, 50),
  aiDrafting: z._default(clinicSettingRules.aiDrafting, 'offline'),
  noteStyleInstructions: z._default(clinicSettingRules.noteStyleInstructions, ''),
  keepAudio: z._default(clinicSettingRules.keepAudio, false),
  transcriptRetentionDays: z._default(clinicSettingRules.transcriptRetentionDays, null),
  audioRetentionDays: z._default(clinicSettingRules.audioRetentionDays, AUDIO_RETENTION_MAX_DAYS),
  reminderHours: z._default(clinicSettingRules.reminderHours, [...DEFAULT_REMINDER_HOURS]),
  calendarFeedInitials: z._default(clinicSettingRules.calendarFeedInitials, false),
  firstDayOfWeek: z._default(clinicSettingRules.firstDayOfWeek, 1),
  twoFactorRequired: z._default(clinicSettingRules.twoFactorRequired, false),
  shareSignedNotes: z._default(clinicSettingRules.shareSignedNotes, false),
  cancellationWindowHours: z._default(
    clinicSettingRules.cancellationWindowHours,
    PORTAL_POLICY_LIMITS.defaultHours,
  ),
  selfScheduling: z._default(clinicSettingRules.selfScheduling, false),
});
export type ClinicSettings = z.infer<typeof clinicSettings>;

/** The settings an update changes; the others keep their stored values (no defaults fill in). */
export const clinicSettingsUpdate = z.partial(z.strictObject(clinicSettingRules));

/** The longest MRN system a clinic may set (a URL, not prose). */
export const MRN_SYSTEM_MAX_LENGTH = 255;

/**
 * Whether text may name a clinic's MRNs (FHIR `Identifier.system`): an absolute https URL, written
 * `https://` in lower case, with a host, no user or password, no space, `|` (FHIR token searches
 * split `system|value` there) or `#`.
 */
export function isMrnSystem(text: string): boolean {
  if (!/^https:\/\/[^\s|#]+$/.test(text) || text.length > MRN_SYSTEM_MAX_LENGTH) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const MRN_SYSTEM_MESSAGE =
  'mrnSystem must be an absolute https URL (https://…) without spaces, "|" or "#", at most 255 characters.';

export const clinic = z.object({
  id: z.string(),
  name: z.string(),
  address: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  timeZone: z.string(),
  settings: clinicSettings,
  /**
   * The https URL the clinic names its MRNs with in FHIR (`Patient.identifier.system`, issue 34);
   * null: Praxis's default, an address of the clinic on the server's public URL.
   */
  mrnSystem: z._default(z.nullable(z.string()), null),
});
export type Clinic = z.infer<typeof clinic>;
export const clinicResponse = z.object({ clinic });

export const clinicUpdate = z.strictObject({
  name: z.optional(safeText().check(z.trim(), z.minLength(1), z.maxLength(200))),
  address: z.optional(z.nullable(safeText().check(z.trim(), z.maxLength(500)))),
  phone: z.optional(z.nullable(safeText().check(z.trim(), z.maxLength(40)))),
  timeZone: z.optional(timeZone),
  settings: z.optional(clinicSettingsUpdate),
  /** A new MRN system; null returns to Praxis's default. */
  mrnSystem: z.optional(
    z.nullable(safeText().check(z.trim(), z.refine(isMrnSystem, MRN_SYSTEM_MESSAGE))),
  ),
});
export type ClinicUpdate = z.infer<typeof clinicUpdate>;

export const member = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(memberRole),
  active: z.boolean(),
  credentials: z.nullable(z.string()),
  licenceNumber: z.nullable(z.string()),
});
export type Member = z.infer<typeof member>;
/**
 * A member's request to give themselves a clinical role (issue 31). `approval`: it waits for a
 * second owner (`pending` → `approved` | `declined` | `withdrawn`). `break-glass`: the clinic has
 * one owner, so it took effect at once and is shown to every member while `in-force` (until the
 * role is taken away: `ended`); reads made under it are marked on the patients' access trails.
 */
export const roleGrant = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  kind: z.enum(['approval', 'break-glass']),
  status: z.enum(['pending', 'approved', 'declined', 'withdrawn', 'in-force', 'ended']),
  rolesBefore: z.array(memberRole),
  rolesAfter: z.array(memberRole),
  requestedAt: z.string(),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
});
export type RoleGrant = z.infer<typeof roleGrant>;
export const roleGrantResponse = z.object({ grant: roleGrant });
export const roleGrantListResponse = z.object({ grants: z.array(roleGrant) });

/**
 * `PATCH` a member's answer: the member as it now is, and when the change gave the caller a
 * clinical role of their own, the request it made (202 while pending, 200 under break-glass).
 */
export const memberResponse = z.object({ member, grant: z.optional(roleGrant) });
export const memberListResponse = z.object({ members: z.array(member) });

export const memberUpdate = z.strictObject({
  roles: z.optional(roleSet),
  active: z.optional(z.boolean()),
  credentials: z.optional(z.nullable(safeText().check(z.trim(), z.maxLength(60)))),
  licenceNumber: z.optional(z.nullable(safeText().check(z.trim(), z.maxLength(60)))),
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
/**
 * `GET /clinic/invitations` answers a page, newest first (issue 31: no unpaged list): at most
 * `limit` (default `INVITATIONS_PAGE_DEFAULT`, at most `INVITATIONS_PAGE_MAX`); `cursor` is the
 * previous page's `nextCursor` (the last invitation's id, not its e-mail), absent on the last page.
 */
export const INVITATIONS_PAGE_DEFAULT = 50;
export const INVITATIONS_PAGE_MAX = 100;
export const invitationsPageQuery = idPageQuery(INVITATIONS_PAGE_DEFAULT, INVITATIONS_PAGE_MAX);
export const invitationListResponse = z.object({
  invitations: z.array(invitation),
  nextCursor: z.optional(z.string()),
});

export const invitationInput = z.strictObject({ email, roles: roleSet });
export type InvitationInput = z.infer<typeof invitationInput>;

const invitationToken = safeText().check(z.minLength(16), z.maxLength(200));
export const invitationLookup = z.strictObject({ token: invitationToken });
export const invitationLookupResponse = z.object({
  clinicName: z.string(),
  email: z.string(),
  roles: z.array(memberRole),
});
export type InvitationLookupResponse = z.infer<typeof invitationLookupResponse>;

export const invitationAcceptance = z.strictObject({
  token: invitationToken,
  firstName: safeText().check(z.trim(), z.minLength(1), z.maxLength(100)),
  lastName: safeText().check(z.trim(), z.minLength(1), z.maxLength(100)),
  password,
});
export type InvitationAcceptance = z.infer<typeof invitationAcceptance>;

export const practitionerSummary = z.object({
  id: z.string(),
  name: z.string(),
  credentials: z.nullable(z.string()),
  caseloadSize: z.number().check(z.int()),
  sessionsThisWeek: z.number().check(z.int()),
  unsignedNotes: z.number().check(z.int()),
});
export type PractitionerSummary = z.infer<typeof practitionerSummary>;

/** The week the counts cover, as the client's clinic-time-zone week boundaries. */
export const practitionerListQuery = z.strictObject({
  q: z.optional(safeText().check(z.trim(), z.maxLength(100))),
  weekFrom: z.optional(safeText().check(z.iso.datetime({ offset: true }))),
  weekTo: z.optional(safeText().check(z.iso.datetime({ offset: true }))),
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
  /** The clinic's audit trail of sign-ins, session ends and password events (`GET /audit/events`). */
  reviewAuditTrail: ['owner'],
  registerPatients: ['staff', 'clinician'],
  editDemographics: ['staff', 'clinician'],
  recordConsents: ['staff', 'clinician'],
  bookSessions: ['staff', 'clinician'],
  /** One's own working hours and dates off (issue 32). */
  setOwnAvailability: ['clinician'],
  /** Any clinician's working hours and dates off. */
  setAnyAvailability: ['owner'],
  /** The whole clinic's schedule (sessions' times, people and status; no clinical content). */
  seeClinicSchedule: ['staff', 'owner'],
  readClinical: ['clinician'],
  writeClinical: ['clinician'],
  /** The patient's copy of their record; a clinician only as the patient's primary clinician. */
  exportPatientRecord: ['owner', 'clinician'],
  /** Switch a patient's session reminders off or on (issue 32); a clinician for their caseload. */
  setPatientReminders: ['staff', 'owner', 'clinician'],
  /** A private calendar feed of one's own sessions (issue 32). */
  ownCalendarFeed: ['clinician'],
  /**
   * Invite a patient to the portal (issue 36): records their consent, so as `recordConsents`; a
   * clinician for their caseload.
   */
  invitePatientToPortal: ['staff', 'clinician'],
  /** End a patient's portal access: also an owner (a security step); a clinician for their caseload. */
  revokePortalAccess: ['staff', 'owner', 'clinician'],
  /**
   * Confirm or decline a patient's request for another time (issue 36): the front desk for any
   * session; a clinician for their own sessions only (the server checks that too).
   */
  answerTimeRequests: ['staff', 'clinician'],
} as const satisfies Record<string, readonly MemberRole[]>;
export type Right = keyof typeof ROLE_RIGHTS;

/** The roles that read or write clinical contents: giving one to oneself needs a second owner. */
export const CLINICAL_ROLES: readonly MemberRole[] = [
  ...new Set<MemberRole>([...ROLE_RIGHTS.readClinical, ...ROLE_RIGHTS.writeClinical]),
];

/** The clinical roles `after` holds that `before` did not. */
export const clinicalRolesGained = (before: readonly string[], after: readonly string[]) =>
  CLINICAL_ROLES.filter((role) => after.includes(role) && !before.includes(role));

/** Why a request for a clinical role one gave oneself is refused (the server and the mock). */
export const ROLE_GRANT_MESSAGES = {
  grantOpen:
    'You already have a request for a clinical role open: withdraw it, or wait for its answer.',
  notPending: 'This request has already been answered or withdrawn.',
  secondOwner:
    'Another owner must approve a clinical role you asked for yourself: you may withdraw it.',
  movedOn: 'This member’s roles changed since the request: it was declined; they may ask again.',
} as const;

/** Whether a member holding `roles` has `right`. */
export const mayDo = (roles: readonly MemberRole[], right: Right): boolean =>
  roles.some((role) => (ROLE_RIGHTS[right] as readonly MemberRole[]).includes(role));

/**
 * Whether a member holds `right` for a patient (CLINICAL.md §1): some role of theirs grants it,
 * and a right held through the clinician role holds only for the clinician's caseload, the
 * patients on whose care team they are. The server's rule (server/patients/patient-rights.ts)
 * and the MSW mocks'.
 */
export const holdsRightForPatient = (
  member: { roles: readonly MemberRole[]; userId: string },
  careTeam: readonly string[],
  right: Right,
): boolean =>
  member.roles.some(
    (role) =>
      (ROLE_RIGHTS[right] as readonly MemberRole[]).includes(role) &&
      (role !== 'clinician' || careTeam.includes(member.userId)),
  );

/** The clinic API's refusals in the server's words; the MSW mock answers with the same. */
export const CLINIC_MESSAGES = {
  lastOwner: 'The clinic must keep at least one active owner: make another member an owner first.',
} as const;
