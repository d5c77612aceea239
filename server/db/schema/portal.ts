import type { Generated } from 'kysely';
import type { ConsentTable } from './patients.ts';

/**
 * The patient portal (issue 36): portal accounts and sessions, consent texts, shares, time
 * requests, questionnaires, crisis lines. The database's shape is `server/db/schema.ts`.
 */

/** One version of a clinic's consent text of a kind (migration 0041): never changed. */
export interface ConsentTextTable {
  tenant_id: string;
  id: string;
  kind: ConsentTable['kind'];
  version: number;
  title: string;
  body: string;
  /** Hex SHA-256 of `body`. */
  sha256: string;
  created_by: string;
  created_at: Date;
}

/** A handout, a reading-list article or a signed note shared with the patient (migration 0041). */
export interface PatientShareTable {
  tenant_id: string;
  id: string;
  patient_id: string;
  kind: 'handout' | 'article' | 'note';
  title: string;
  /** A handout's text. */
  body: string | null;
  /** An article as the literature contract's `article`. */
  article: unknown;
  note_id: string | null;
  shared_by: string;
  shared_at: Date;
}

/** A patient's portal account (migration 0038): one per patient; not a member (rule 14). */
export interface PortalAccountTable {
  tenant_id: string;
  id: string;
  patient_id: string;
  /** Unique across Praxis (as members'): the sign-in finds the account by it. */
  email: string;
  /** Null until the invitation's link set a password. */
  password_hash: string | null;
  status: 'invited' | 'active' | 'revoked';
  /** The member who invited the patient (the latest invitation's). */
  invited_by: string;
  created_at: Date;
  activated_at: Date | null;
  revoked_at: Date | null;
}

/** A portal invitation's set-password link (its SHA-256), single-use, expiring (migration 0038). */
export interface PortalInvitationTable {
  tenant_id: string;
  token_hash: string;
  account_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** A portal patient's session, as members' `sessions` (migration 0038). */
export interface PortalSessionTable {
  tenant_id: string;
  id: string;
  account_id: string;
  created_at: Date;
  absolute_expires_at: Date;
  last_activity_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

/** A portal session's refresh token (its SHA-256), used once (migration 0038). */
export interface PortalRefreshTokenTable {
  tenant_id: string;
  token_hash: string;
  session_id: string;
  created_at: Date;
  used_at: Date | null;
}

/** A patient's request to move a session to another free slot (migration 0039). */
export interface SessionTimeRequestTable {
  tenant_id: string;
  id: string;
  encounter_id: string;
  patient_id: string;
  starts_at: Date;
  ends_at: Date;
  status: Generated<'pending' | 'confirmed' | 'declined'>;
  requested_at: Date;
  /** The member who confirmed or declined it; null while pending. */
  decided_by: string | null;
  decided_at: Date | null;
}

/** A questionnaire assigned to a patient (migration 0040); `ended_at` once stopped. */
export interface QuestionnaireAssignmentTable {
  tenant_id: string;
  id: string;
  patient_id: string;
  questionnaire: 'phq9' | 'gad7' | 'intake';
  cadence: 'session' | 'weeks' | 'once';
  every_weeks: number | null;
  assigned_by: string;
  assigned_at: Date;
  ended_at: Date | null;
}

/** One answered occasion of an assignment (migration 0040), never two for one due key. */
export interface QuestionnaireResponseTable {
  tenant_id: string;
  id: string;
  assignment_id: string;
  patient_id: string;
  due_key: string;
  encounter_id: string | null;
  /** The patient-reported score (PHQ-9, GAD-7); null for the intake's part. */
  observation_id: string | null;
  /** The intake's part as the patient gave it (jsonb); null for a score. */
  content: unknown;
  answered_at: Date;
  reviewed_by: string | null;
  reviewed_at: Date | null;
}

/** The clinic's crisis lines, in its words (migration 0040); no row: none set. */
export interface ClinicCrisisLinesTable {
  tenant_id: string;
  clinic_line: string | null;
  national_line: string | null;
  updated_by: string;
  updated_at: Date;
}

/** A portal account's second factor, as members' `two_factor_credentials` (migration 0042). */
export interface PortalTwoFactorCredentialTable {
  tenant_id: string;
  account_id: string;
  secret_sealed: string;
  created_at: Date;
  confirmed_at: Date | null;
  /** The time step of the last code accepted: a code of that step or older is refused. */
  last_step: number | null;
}

/** One of a portal account's recovery codes (its SHA-256), usable once (migration 0042). */
export interface PortalTwoFactorRecoveryCodeTable {
  tenant_id: string;
  account_id: string;
  code_hash: string;
  created_at: Date;
  used_at: Date | null;
}

/** A patient's right password waiting for their code (migration 0042). */
export interface PortalSignInChallengeTable {
  tenant_id: string;
  token_hash: string;
  account_id: string;
  purpose: 'code';
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}
