/**
 * Limits and lists of the account, clinic and audit contracts that the browser needs before any
 * call is made (the sign-in form, the role check, the tab channel): kept free of zod so /login
 * does not load it, and read by the contracts themselves so the two cannot disagree.
 */

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const PERSON_NAME_MAX_LENGTH = 100;

/** A 429's codes: too many attempts for now, or locked until a password reset. */
export const TOO_MANY_ATTEMPTS_CODES = ['too-many-attempts', 'account-locked'] as const;

export const MEMBER_ROLES = ['owner', 'clinician', 'staff'] as const;

/** The web page an invitation link opens; its token rides in the fragment (`#token=`), never sent. */
export const ACCEPT_INVITATION_PAGE = '/auth/accept-invitation';

/** Why a session ended; every logout carries one (DESIGN §2). */
export const SESSION_END_REASONS = [
  'user',
  'idle-watcher-1',
  'idle-watcher-2',
  'logout-now',
  'expired',
  'unauthorized',
  'other-tab',
  'invalid-token',
  /** The password was changed: the server already ended every session of the user. */
  'password-changed',
  /** The server ended it: unused past the idle limit (no activity heartbeat, decision H6). */
  'idle',
  /** The server ended it after repeated wrong current passwords on change password (decision H2). */
  'password-attempts',
] as const;

/** The audit events a client reports or the server records. */
export const AUDIT_EVENT_TYPES = [
  'sign-up',
  'sign-in',
  'session-end',
  'password-change',
  'password-reset',
  /** A member's roles changed (whom: the member; before → after: the roles). */
  'member-roles-change',
  /** A member was deactivated or reactivated (before → after: `active` / `inactive`). */
  'membership-change',
  /** A patient's care team changed (whom: the patient; before → after: the members' ids). */
  'care-team-change',
  /** A check-in, start or no-show confirmed on another day than the session's (whom: the session). */
  'session-off-day',
  /**
   * A patient was registered although the clinic held likely matches, the registrar having
   * confirmed a new record (whom: the new patient; before: the matches' ids).
   */
  'duplicate-registration-confirmed',
  /** An owner asked for a clinical role for themselves; it waits for a second owner. */
  'role-grant-request',
  /** A second owner approved (the roles changed) or declined a pending request; or withdrawn. */
  'role-grant-approval',
  'role-grant-decline',
  'role-grant-withdrawal',
  /** A single owner gave themselves a clinical role at once ("break-glass"), and when it ended. */
  'break-glass-start',
  'break-glass-end',
  /** An owner exported a patient's access trail as CSV for an auditor (whom: the patient). */
  'access-trail-export',
  /** The member confirmed two-factor sign-in (issue 36), or switched it off. */
  'two-factor-enable',
  'two-factor-disable',
  /**
   * A portal patient's sign-in, session end and second factor (issue 36, c36-patient-2fa): who is
   * the portal account, whom (`subjectId`) the patient it belongs to.
   */
  'patient-sign-in',
  'patient-session-end',
  'patient-two-factor-enable',
  'patient-two-factor-disable',
] as const;

/** `POST` a batch of audit events; `GET` the trail (owners). */
export const AUDIT_PATHS = { events: '/audit/events' } as const;
