import type { Generated } from 'kysely';

/**
 * The calendar: sessions, availability, clinic hours, series, reminders and calendar feeds. The
 * database's shape is `server/db/schema.ts`.
 */

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

/**
 * A clinic's schedule version (migration 0044): a new one made by the database at each commit that
 * changes what the week calendar or a clinician's day reads.
 */
export interface ScheduleVersionTable {
  tenant_id: string;
  /** A random UUID, new at each change. */
  version: string;
  /** How many times it changed. */
  moves: Generated<string>;
}
