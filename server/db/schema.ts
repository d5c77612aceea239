import type { Generated } from 'kysely';

/** The tables; every row that belongs to a clinic carries its `tenant_id`. */
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
  /** Migration 0021: FHIR's administrative gender, apart from sex at birth. */
  administrative_gender: string | null;
  preferred_contact_method: string | null;
  address_line: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
  emergency_contact_relationship: string | null;
  emergency_contact_phone: string | null;
  referral_source: string | null;
  status: Generated<'active' | 'inactive' | 'discharged'>;
  primary_clinician_id: string | null;
  /** Risk and care flags shown on the chart (e.g. `suicide-risk`). */
  flags: Generated<string[]>;
  /** "given preferred family" folded (server/patients/search-fold.ts), the trigram-searched text. */
  search_name: string;
  /** "family given" folded: the list's name order and the family-name prefix (migration 0014). */
  name_key: string;
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
  /** The member was under break-glass (a self-granted clinical role) when this happened. */
  break_glass: Generated<boolean>;
  /** The SMART app the read was made through (migration 0030); null: Praxis itself. */
  smart_client_id: string | null;
  /** The kind of the one record read (`AccessedRecordKind`, migration 0028); null for the chart. */
  record_kind: Generated<string | null>;
  /** The id of the one record read, in the table its kind names; null for the chart. */
  record_id: Generated<string | null>;
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

/** One grant or withdrawal (FHIR Consent); a kind's latest row (by seq) is in force. */
export interface ConsentTable {
  tenant_id: string;
  id: string;
  seq: Generated<string>;
  patient_id: string;
  kind:
    'treatment' | 'telehealth' | 'recording-ai' | 'release-of-information' | 'contact' | 'portal';
  status: 'granted' | 'withdrawn';
  /** ISO date (YYYY-MM-DD). */
  effective_date: string;
  note: string | null;
  /** The member who recorded it; null when the patient signed it online (migration 0041). */
  recorded_by: string | null;
  recorded_at: Date;
  /** Signed online (migration 0041): the text version, the SHA-256 of the text shown, the name typed. */
  consent_text_id: Generated<string | null>;
  text_sha256: Generated<string | null>;
  signed_name: Generated<string | null>;
}

/** A diagnosis (FHIR Condition) with its ICD-10-CM code. */
export interface DiagnosisTable {
  tenant_id: string;
  id: string;
  patient_id: string;
  code: string;
  text: string;
  onset_date: string | null;
  status: Generated<'active' | 'resolved'>;
  recorded_by: string;
  recorded_at: Date;
}

/** A clinical session (FHIR Encounter + Appointment); times in UTC. */
export interface EncounterTable {
  tenant_id: string;
  id: string;
  patient_id: string;
  clinician_id: string;
  starts_at: Date;
  ends_at: Date;
  modality: 'in-person' | 'video' | 'phone';
  type: 'intake' | 'individual' | 'couple-family' | 'group';
  location: string | null;
  /** A video session's meeting link (https), migration 0022. */
  video_link: string | null;
  status: Generated<'planned' | 'arrived' | 'in-progress' | 'finished' | 'cancelled' | 'no-show'>;
  /** Why it was cancelled or missed. */
  status_reason: string | null;
  arrived_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  booked_by: string;
  created_at: Date;
  updated_at: Date;
  /** The series this session is an occurrence of (migration 0023); null when booked alone. */
  series_id: Generated<string | null>;
}

/** A check-in, start or no-show confirmed on another day than the session's (migration 0022). */
export interface EncounterOffDayActionTable {
  tenant_id: string;
  encounter_id: string;
  action: 'check-in' | 'start' | 'no-show';
  reason: string;
  user_id: string;
  at: Date;
}

/** A record's life: written as a draft, signed (then locked), or marked entered in error. */
export type DocumentStatus = 'draft' | 'signed' | 'entered-in-error';

/**
 * Who signed, as their profile named them at the instant of signing (migration 0018): a rename or
 * a new licence later never changes a past signature. Null until signed.
 */
export interface FrozenSignerColumns {
  signer_name: Generated<string | null>;
  signer_credentials: Generated<string | null>;
  signer_licence_number: Generated<string | null>;
}

/** What a signed record carries (FHIR Provenance) and how it is corrected. */
export interface SignableColumns extends FrozenSignerColumns {
  status: Generated<DocumentStatus>;
  /** Starts at 1; every save adds one (the ETag). */
  version: Generated<number>;
  /** The sections and fields, as the contract's `noteContent` / `intakeContent`. */
  content: unknown;
  created_at: Date;
  updated_at: Date;
  signed_at: Date | null;
  signer_role: string | null;
  /** SHA-256 (hex) of the canonical JSON of what was signed. */
  content_sha256: string | null;
  error_reason: string | null;
  error_at: Date | null;
  error_by: string | null;
}

/** A progress note of one session (FHIR Composition, LOINC 11506-3), DAP or SOAP. */
export interface NoteTable extends SignableColumns {
  tenant_id: string;
  id: string;
  encounter_id: string;
  patient_id: string;
  author_id: string;
  format: 'dap' | 'soap';
  /** The AI draft the note started from (migration 0013); null for a note written by hand. */
  ai_draft_id: Generated<string | null>;
}

/** An addendum to a signed note (FHIR DocumentReference, LOINC 55107-7): signed, append-only. */
export interface NoteAddendumTable extends FrozenSignerColumns {
  tenant_id: string;
  id: string;
  seq: Generated<string>;
  note_id: string;
  author_id: string;
  text: string;
  reason: string;
  signed_at: Date;
  signer_role: string;
  content_sha256: string;
}

/** An intake questionnaire (FHIR QuestionnaireResponse), optionally tied to a session. */
export interface IntakeTable extends SignableColumns {
  tenant_id: string;
  id: string;
  patient_id: string;
  encounter_id: string | null;
  author_id: string;
}

/** Every saved version of a note or an intake. */
export interface DocumentVersionTable {
  tenant_id: string;
  /** A document type's kind (server/documents/document-types.ts), as the check constraint lists. */
  document_kind: string;
  document_id: string;
  version: number;
  content: unknown;
  saved_by: string;
  saved_at: Date;
}

/** A PHQ-9 or GAD-7 score (FHIR Observation), computed on the server from the item answers. */
export interface ObservationTable {
  tenant_id: string;
  id: string;
  patient_id: string;
  instrument: 'phq9' | 'gad7';
  /** The item answers (0–3 each), in the instrument's order. */
  answers: number[];
  total: number;
  band: string;
  effective_at: Date;
  intake_id: string | null;
  /** The member who recorded it; null for a patient-reported score (migration 0040). */
  recorded_by: string | null;
  recorded_at: Date;
  /** Administered in session (`clinician`) or answered by the patient in the portal. */
  reported_by: Generated<'clinician' | 'patient'>;
}

/** The curated knowledge base shipped with Praxis (the same for every clinic). */
export interface KnowledgeEntryTable {
  id: string;
  kind: 'treatment' | 'instrument';
  title: string;
  summary: string;
  body_text: string;
  /** The whole entry as the contract's `knowledgeEntry`. */
  content: unknown;
  content_sha256: string;
  updated_at: Date;
  /** Generated by the database from title, summary and body_text; never written. */
  search_vector: Generated<string>;
}

/** An article kept on the clinic's reading list (`patient_id` null) or in a patient's chart. */
export interface SavedArticleTable {
  tenant_id: string;
  id: string;
  patient_id: string | null;
  article_key: string;
  /** The article as the contract's `article`. */
  article: unknown;
  note: Generated<string>;
  saved_by: string;
  saved_at: Date;
}

/** A recording of one session (FHIR Media) and its transcript (DocumentReference). */
export interface RecordingTable {
  tenant_id: string;
  id: string;
  encounter_id: string;
  patient_id: string;
  clinician_id: string;
  consent_id: string;
  status: Generated<'recording' | 'finished' | 'transcribed'>;
  mime_type: string;
  chunks: Generated<number>;
  /** bigint: PostgreSQL drivers answer it as a string. */
  bytes: Generated<string | number>;
  duration_ms: Generated<number>;
  started_at: Date;
  finished_at: Date | null;
  audio_deleted_at: Date | null;
  problem: string | null;
  transcript_text: string | null;
  transcript_language: string | null;
  transcript_provider: string | null;
  transcript_model: string | null;
  transcribed_at: Date | null;
  transcript_corrected_at: Date | null;
  transcript_corrected_by: string | null;
  transcript_purged_at: Date | null;
}

/** An AI draft the server made for a session's note: provider, model and input kept. */
export interface NoteDraftTable {
  tenant_id: string;
  id: string;
  encounter_id: string;
  patient_id: string;
  author_id: string;
  format: 'dap' | 'soap';
  source_kind: 'transcript' | 'summary';
  recording_id: string | null;
  input: string;
  provider: string;
  model: string | null;
  result: unknown;
  fallback: unknown;
  offline_reason: string | null;
  created_at: Date;
  /** When transcript retention removed the input and the drafted text (null: kept). */
  purged_at: Date | null;
}

/** One row, rewritten by `/readyz` to prove the database can write (migration 0020). */
export interface ReadinessProbeTable {
  id: number;
  checked_at: Date;
}

export interface Database {
  tenants: TenantTable;
  users: UserTable;
  draft_keys: DraftKeyTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  password_resets: PasswordResetTable;
  audit_events: AuditEventTable;
  attempt_failures: AttemptFailureTable;
  mrn_counters: MrnCounterTable;
  patients: PatientTable;
  care_team: CareTeamTable;
  record_access: RecordAccessTable;
  invitations: InvitationTable;
  consents: ConsentTable;
  diagnoses: DiagnosisTable;
  encounters: EncounterTable;
  encounter_off_day_actions: EncounterOffDayActionTable;
  notes: NoteTable;
  note_addenda: NoteAddendumTable;
  intakes: IntakeTable;
  document_versions: DocumentVersionTable;
  observations: ObservationTable;
  knowledge_entries: KnowledgeEntryTable;
  saved_articles: SavedArticleTable;
  recordings: RecordingTable;
  note_drafts: NoteDraftTable;
  readiness_probe: ReadinessProbeTable;
  audio_deletions: AudioDeletionTable;
  job_leases: JobLeaseTable;
  role_grants: RoleGrantTable;
  mail_sends: MailSendTable;
  working_hours: WorkingHoursTable;
  dates_off: DateOffTable;
  clinic_opening_hours: ClinicOpeningHoursTable;
  clinic_holidays: ClinicHolidayTable;
  series: SeriesTable;
  patient_reminder_settings: PatientReminderSettingTable;
  reminder_sends: ReminderSendTable;
  calendar_feeds: CalendarFeedTable;
  notifications: NotificationTable;
  notification_reads: NotificationReadTable;
  provenance_signatures: ProvenanceSignatureTable;
  fhir_exports: FhirExportTable;
  smart_apps: SmartAppTable;
  smart_grants: SmartGrantTable;
  smart_refresh_tokens: SmartRefreshTokenTable;
  two_factor_credentials: TwoFactorCredentialTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodeTable;
  sign_in_challenges: SignInChallengeTable;
  consent_texts: ConsentTextTable;
  patient_shares: PatientShareTable;
  portal_accounts: PortalAccountTable;
  portal_invitations: PortalInvitationTable;
  portal_sessions: PortalSessionTable;
  portal_refresh_tokens: PortalRefreshTokenTable;
  session_time_requests: SessionTimeRequestTable;
  questionnaire_assignments: QuestionnaireAssignmentTable;
  questionnaire_responses: QuestionnaireResponseTable;
  clinic_crisis_lines: ClinicCrisisLinesTable;
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

/** An app a clinic's owner registered for SMART App Launch (migration 0030). */
export interface SmartAppTable {
  tenant_id: string;
  client_id: string;
  name: string;
  redirect_uris: string[];
  scopes: string[];
  confidential: boolean;
  /** SHA-256 of a confidential app's secret; null for a public app. */
  secret_hash: string | null;
  created_by: string;
  created_at: Date;
  revoked_at: Date | null;
}

/** One approved SMART launch: its one-time code and what the tokens issued for it may read. */
export interface SmartGrantTable {
  tenant_id: string;
  id: string;
  client_id: string;
  user_id: string;
  patient_id: string | null;
  scopes: string[];
  redirect_uri: string;
  code_challenge: string;
  code_hash: string;
  code_expires_at: Date;
  code_used_at: Date | null;
  created_at: Date;
  revoked_at: Date | null;
  /** The Praxis session the launch was approved in (migration 0034; online_access ends with it). */
  session_id: string | null;
}

/** A SMART grant's refresh token (migration 0034): its hash, used once, fixed expiry. */
export interface SmartRefreshTokenTable {
  tenant_id: string;
  token_hash: string;
  grant_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** An event for one member (migration 0027): who, what, and ids only (names read when listed). */
export interface NotificationTable {
  tenant_id: string;
  id: string;
  member_id: string;
  kind: 'risk-flag' | 'invitation-accepted' | 'transcription-finished' | 'questionnaire-safety';
  patient_id: string | null;
  encounter_id: string | null;
  subject_member_id: string | null;
  /** The flag a risk-flag notification is about. */
  detail: string | null;
  created_at: Date;
}

/** A notification one member has read (migration 0027): an event's id or a derived one's. */
export interface NotificationReadTable {
  tenant_id: string;
  member_id: string;
  notification_id: string;
  read_at: Date;
}

/** A clinician's weekly working interval (migration 0023): minutes on the clinic's clock. */
export interface WorkingHoursTable {
  tenant_id: string;
  clinician_id: string;
  weekday: number;
  start_minute: number;
  end_minute: number;
}

/** A date (`YYYY-MM-DD`, the clinic's) a clinician does not work. */
export interface DateOffTable {
  tenant_id: string;
  clinician_id: string;
  date: string;
}

/** The clinic's weekly opening interval. */
export interface ClinicOpeningHoursTable {
  tenant_id: string;
  weekday: number;
  start_minute: number;
  end_minute: number;
}

/** A date the clinic is closed. */
export interface ClinicHolidayTable {
  tenant_id: string;
  date: string;
  name: string;
}

/** A recurring series' rule (migration 0023); its sessions name it in `encounters.series_id`. */
export interface SeriesTable {
  tenant_id: string;
  id: string;
  patient_id: string;
  clinician_id: string;
  frequency: 'weekly' | 'fortnightly';
  first_date: string;
  start_minute: number;
  minutes: number;
  count: number | null;
  until: string | null;
  time_zone: string;
  booked_by: string;
  created_at: Date;
}

/** Audio the server deleted on its own (issue 31, migration 0017): what, whose, why, when. */
export interface AudioDeletionTable {
  tenant_id: string;
  id: string;
  recording_id: string;
  patient_id: string;
  reason: 'consent-withdrawn' | 'retention';
  chunks: number;
  /** bigint: PostgreSQL's driver answers a string, PGlite a number. */
  bytes: string | number;
  deleted_at: Date;
  /** The member who recorded the withdrawal; null for the retention purge. */
  deleted_by: string | null;
}

/** A periodic job's lease (migration 0017): one instance runs it until `leased_until`. */
export interface JobLeaseTable {
  name: string;
  holder: string;
  leased_until: Date;
}

/** A patient's reminders switched off (migration 0024); no row: reminders on. */
export interface PatientReminderSettingTable {
  tenant_id: string;
  patient_id: string;
  reminders_off: boolean;
  updated_by: string;
  updated_at: Date;
}

/** One reminder, update or cancellation mailed for a session (migration 0024); the row is the claim. */
export interface ReminderSendTable {
  tenant_id: string;
  encounter_id: string;
  /** 0, 1, 2… per session: the .ics SEQUENCE, and the unique claim. */
  sequence: number;
  kind: 'reminder' | 'update' | 'cancel';
  /** The session's start the mail announced. */
  starts_at: Date;
  claimed_by: string;
  claimed_at: Date;
  /** Null while the transport has not taken it (or a worker stopped mid-send). */
  sent_at: Date | null;
  channel: 'email';
}

/** A clinician's private calendar feed (migration 0024): only its token's SHA-256 is kept. */
export interface CalendarFeedTable {
  tenant_id: string;
  member_id: string;
  token_hash: string;
  created_at: Date;
}

/** The JWS made over a signed document's Provenance facts (migration 0031): made once, kept. */
export interface ProvenanceSignatureTable {
  tenant_id: string;
  /** The signed target's id: a note's or an addendum's. */
  target_id: string;
  kid: string;
  /** The compact JWS (ES256) over the canonical JSON of the facts (fhir/provenance-signature.ts). */
  jws: string;
  created_at: Date;
}

/** One file of a finished bulk export: a resource type's ndjson lines. */
export interface FhirExportFile {
  type: string;
  count: number;
  file: string;
}

/** A clinic's bulk `$export` job (migration 0031). */
export interface FhirExportTable {
  tenant_id: string;
  id: string;
  requested_by: string;
  state: 'running' | 'completed' | 'failed' | 'cancelled';
  /** What the runner last reported, e.g. "12/48 patients" (the status poll's X-Progress). */
  progress: Generated<string>;
  output: Generated<FhirExportFile[]>;
  error: string | null;
  requested_at: Date;
  /** The runner writes it as it goes; a running job that stops beating is reported failed. */
  heartbeat_at: Date;
  finished_at: Date | null;
  expires_at: Date | null;
  /** The kick-off URL with its parameters (migration 0036); null for jobs made before it. */
  request: string | null;
}

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
