import type { Generated } from 'kysely';

/** The tables; every row that belongs to a clinic carries its `tenant_id`. */
export interface TenantTable {
  id: string;
  name: string;
  created_at: Date;
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
}

export interface MrnCounterTable {
  tenant_id: string;
  last_mrn: number;
}

export interface PatientTable {
  tenant_id: string;
  id: string;
  mrn: string;
  family_name: string;
  given_name: string;
  preferred_name: string | null;
  pronouns: string | null;
  /** ISO date (YYYY-MM-DD). */
  birth_date: string;
  sex_at_birth: string | null;
  gender_identity: string | null;
  phone: string | null;
  email: string | null;
  emergency_contact: string | null;
  status: Generated<'active' | 'inactive' | 'discharged'>;
  primary_clinician_id: string | null;
  /** Lower-cased "given preferred family", the trigram-searched text. */
  search_name: string;
  created_at: Date;
  updated_at: Date;
}

export interface CareTeamTable {
  tenant_id: string;
  patient_id: string;
  member_id: string;
}

/** Who read or changed which patient's record (FHIR AuditEvent). */
export interface RecordAccessTable {
  tenant_id: string;
  id: string;
  seq: Generated<string>;
  at: Date;
  user_id: string;
  patient_id: string;
  action: string;
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
}

/** Failed attempts per throttle key (hashed): sign-in and change-password slow-downs. */
export interface AttemptFailureTable {
  key_hash: string;
  failures: number;
  last_failure_at: Date;
}

export interface Database {
  tenants: TenantTable;
  users: UserTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  password_resets: PasswordResetTable;
  audit_events: AuditEventTable;
  attempt_failures: AttemptFailureTable;
  mrn_counters: MrnCounterTable;
  patients: PatientTable;
  care_team: CareTeamTable;
  record_access: RecordAccessTable;
}
