import type {
  AttemptFailureTable,
  AuditEventTable,
  DraftKeyTable,
  InvitationTable,
  MailSendTable,
  PasswordResetTable,
  RefreshTokenTable,
  RoleGrantTable,
  SessionTable,
  SignInChallengeTable,
  TenantTable,
  TwoFactorCredentialTable,
  TwoFactorRecoveryCodeTable,
  UserTable,
} from './schema/accounts.ts';
import type {
  CareTeamTable,
  ConsentTable,
  DiagnosisTable,
  MrnCounterTable,
  NotificationReadTable,
  NotificationTable,
  PatientNameWordTable,
  PatientTable,
  RecordAccessTable,
} from './schema/patients.ts';
import type {
  AudioDeletionTable,
  DocumentVersionTable,
  IntakeTable,
  KnowledgeEntryTable,
  NoteAddendumTable,
  NoteDraftTable,
  NoteTable,
  ObservationTable,
  ProvenanceSignatureTable,
  RecordingTable,
  SavedArticleTable,
} from './schema/documents.ts';
import type {
  CalendarFeedTable,
  ClinicHolidayTable,
  ClinicOpeningHoursTable,
  DateOffTable,
  EncounterOffDayActionTable,
  EncounterTable,
  PatientReminderSettingTable,
  ReminderSendTable,
  ScheduleVersionTable,
  SeriesTable,
  WorkingHoursTable,
} from './schema/calendar.ts';
import type {
  FhirExportTable,
  JobLeaseTable,
  ReadinessProbeTable,
  SmartAppTable,
  SmartGrantTable,
  SmartRefreshTokenTable,
} from './schema/integration.ts';
import type {
  ClinicCrisisLinesTable,
  ConsentTextTable,
  PatientShareTable,
  PortalAccountTable,
  PortalInvitationTable,
  PortalRefreshTokenTable,
  PortalSessionTable,
  PortalSignInChallengeTable,
  PortalTwoFactorCredentialTable,
  PortalTwoFactorRecoveryCodeTable,
  QuestionnaireAssignmentTable,
  QuestionnaireResponseTable,
  SessionTimeRequestTable,
} from './schema/portal.ts';

/**
 * The database's shape for Kysely: every table by name. The row types live by area in
 * `server/db/schema/`; this file is the one a domain imports them from (lint: the db surface).
 */
export * from './schema/accounts.ts';
export * from './schema/patients.ts';
export * from './schema/documents.ts';
export * from './schema/calendar.ts';
export * from './schema/integration.ts';
export * from './schema/portal.ts';

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
  patient_name_words: PatientNameWordTable;
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
  schedule_versions: ScheduleVersionTable;
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
  portal_two_factor_credentials: PortalTwoFactorCredentialTable;
  portal_two_factor_recovery_codes: PortalTwoFactorRecoveryCodeTable;
  portal_sign_in_challenges: PortalSignInChallengeTable;
  session_time_requests: SessionTimeRequestTable;
  questionnaire_assignments: QuestionnaireAssignmentTable;
  questionnaire_responses: QuestionnaireResponseTable;
  clinic_crisis_lines: ClinicCrisisLinesTable;
}
