import type { Generated } from 'kysely';

/**
 * Patients and what is kept about them outside clinical documents: the chart, its care team and
 * access trail, consents, diagnoses, notifications. The database's shape is
 * `server/db/schema.ts`.
 */

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

/**
 * The words of a clinic's patients' names and how many patients carry each (migration 0045),
 * kept by the database: where the typo-tolerant search finds a typed word's close misspellings.
 */
export interface PatientNameWordTable {
  tenant_id: string;
  word: string;
  patients: number;
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
