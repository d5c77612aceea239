import type { Generated } from 'kysely';

/**
 * Clinics, members and how they sign in: accounts, sessions, invitations, roles, second factors,
 * the audit trail. The database's shape is `server/db/schema.ts`.
 */

/** A clinic; every row that belongs to a clinic carries its `tenant_id`. */
export interface TenantTable {
  id: string;
  name: string;
  created_at: Date;
  address: string | null;
  phone: string | null;
  /** IANA time zone: where the clinic's day begins and how its times are shown. */
  time_zone: Generated<string>;
  /** Clinic settings (AI, retention, note styles), validated by the clinic contract. */
  settings: Generated<Record<string, unknown>>;
  /** When what its FHIR Organization shows last changed; null: never since `created_at`. */
  updated_at: Date | null;
  /** The https URL its MRNs are named with (FHIR identifier system); null: Praxis's default. */
  mrn_system: string | null;
}

export interface UserTable {
  id: string;
  tenant_id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  created_at: Date;
  /** CLINICAL.md §1: owner, clinician, staff; one member may hold several. */
  roles: Generated<string[]>;
  active: Generated<boolean>;
  /** e.g. LCSW, PsyD. */
  credentials: string | null;
  licence_number: string | null;
  /** Superseded by `draft_keys` (migration 0019 moved it there and emptied it). */
  draft_key: string | null;
  /** When what the member's FHIR Practitioner shows last changed; null: never since `created_at`. */
  updated_at: Date | null;
}

/** The member's device-draft keys (base64, 256 bits), a new version on each password change. */
export interface DraftKeyTable {
  tenant_id: string;
  user_id: string;
  version: number;
  key: string;
  created_at: Date;
}

export interface SessionTable {
  id: string;
  tenant_id: string;
  user_id: string;
  created_at: Date;
  absolute_expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
  /** Last authenticated use or activity heartbeat; the server's idle limit counts from it. */
  last_activity_at: Date;
}

export interface RefreshTokenTable {
  token_hash: string;
  tenant_id: string;
  session_id: string;
  created_at: Date;
  used_at: Date | null;
}

export interface PasswordResetTable {
  token_hash: string;
  tenant_id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface AuditEventTable {
  tenant_id: string;
  id: string;
  type: string;
  reason: string | null;
  at: Date;
  user_id: string;
  recorded_at: Generated<Date>;
  /** The server's storage order: the list sorts and pages by it. */
  seq: Generated<string>;
  /** The time the client said the event happened (client-recorded events only). */
  client_at: Date | null;
  recorded_by: Generated<'server' | 'client'>;
  /** The event's place in its clinic's hash chain, 1 first (set by the database, migration 0015). */
  chain_index: Generated<string>;
  /** The previous event's `hash` in the clinic's chain; null for the first. */
  prev_hash: Generated<string | null>;
  /** SHA-256 of the event's canonical JSON, previous hash included (server/db/integrity). */
  hash: Generated<string>;
  /** Whom a change was made to (a member, or a patient for a care-team change). */
  subject_id: string | null;
  /** What the changed thing was before and after (roles, `active`/`inactive`, member ids). */
  change_before: string[] | null;
  change_after: string[] | null;
}

/** Failed attempts per throttle key (hashed): sign-in and change-password slow-downs. */
export interface AttemptFailureTable {
  key_hash: string;
  failures: number;
  last_failure_at: Date;
}

/** A pending, accepted or revoked invitation to join a clinic. */
export interface InvitationTable {
  tenant_id: string;
  id: string;
  email: string;
  roles: string[];
  /** SHA-256 (hex) of the single-use token; the token is only in the mailed link. */
  token_hash: string;
  invited_by: string;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_user_id: string | null;
  revoked_at: Date | null;
}

/**
 * A member's request to give themselves a clinical role (issue 31): `approval` waits for a second
 * owner (`pending` → `approved` | `declined` | `withdrawn`); `break-glass` (a single-owner
 * clinic) is `in-force` at once until the role is taken away (`ended`).
 */
export interface RoleGrantTable {
  tenant_id: string;
  id: string;
  member_id: string;
  kind: 'approval' | 'break-glass';
  status: 'pending' | 'approved' | 'declined' | 'withdrawn' | 'in-force' | 'ended';
  roles_before: string[];
  roles_after: string[];
  requested_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  ended_at: Date | null;
}

/** One invitation mail sent: counted per clinic and per address (SHA-256) for the limits. */
export interface MailSendTable {
  tenant_id: string;
  id: string;
  address_hash: string;
  sent_at: Date;
}

/** An account's TOTP secret, sealed (migration 0037); unconfirmed while enrolment waits. */
export interface TwoFactorCredentialTable {
  tenant_id: string;
  user_id: string;
  secret_sealed: string;
  created_at: Date;
  confirmed_at: Date | null;
  /** The time step of the last code accepted: a code of that step or older is refused. */
  last_step: number | null;
}

/** One recovery code (its SHA-256), usable once (migration 0037). */
export interface TwoFactorRecoveryCodeTable {
  tenant_id: string;
  user_id: string;
  code_hash: string;
  created_at: Date;
  used_at: Date | null;
}

/** A right password waiting for its second factor or the enrolment (migration 0037). */
export interface SignInChallengeTable {
  tenant_id: string;
  token_hash: string;
  user_id: string;
  purpose: 'code' | 'enrol';
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}
