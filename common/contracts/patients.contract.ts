import { z } from 'zod';
import { safeText } from './safe-text';

/**
 * The patients API (CLINICAL.md §2, FHIR Patient field names where one fits): one definition for
 * the web client, the mocks and the server.
 */

export const PATIENT_PATHS = {
  list: '/patients',
  /** The route pattern; `patientPath(id)` builds one patient's path. */
  one: '/patients/:id',
  /** `GET` the history (every member), `POST` a grant or withdrawal (staff, care-team clinicians). */
  consents: '/patients/:id/consents',
  /** `PUT` the care team's member ids (staff, care-team clinicians). */
  careTeam: '/patients/:id/care-team',
  /** `GET` / `POST` diagnoses: clinical contents, the care team's clinicians only. */
  diagnoses: '/patients/:id/diagnoses',
  /** `PUT` the flags shown on the chart (care-team clinicians). */
  flags: '/patients/:id/flags',
  /** `GET` who read or changed the record (owners only). */
  access: '/patients/:id/access',
} as const;

export const patientPath = (id: string) => `/patients/${encodeURIComponent(id)}`;
/** One of a patient's sub-resources, e.g. `patientSubPath(id, 'consents')`. */
export const patientSubPath = (
  id: string,
  part: 'consents' | 'care-team' | 'diagnoses' | 'flags' | 'access',
) => `${patientPath(id)}/${part}`;

export const patientStatus = z.enum(['active', 'inactive', 'discharged']);
export type PatientStatus = z.infer<typeof patientStatus>;

const name = safeText().trim().min(1).max(100);
const optionalText = (max: number) => safeText().trim().max(max).nullable().optional();
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-30); other shapes fail the format rule. */
const isCalendarDay = (text: string) => {
  if (!ISO_DATE.test(text)) return true;
  const day = new Date(`${text}T00:00:00Z`);
  return Number(text.slice(0, 4)) >= 1 && day.toISOString().slice(0, 10) === text;
};
const isoDate = safeText()
  .regex(ISO_DATE, 'Use the date format YYYY-MM-DD')
  .refine(isCalendarDay, 'No such date in the calendar');

/** What staff and clinicians fill in to register a patient. */
export const patientInput = z.strictObject({
  familyName: name,
  givenName: name,
  preferredName: optionalText(100),
  pronouns: optionalText(40),
  birthDate: isoDate,
  sexAtBirth: z.enum(['female', 'male', 'intersex', 'unknown']).nullable().optional(),
  genderIdentity: optionalText(60),
  phone: optionalText(40),
  email: safeText().trim().toLowerCase().email().max(254).nullable().optional(),
  emergencyContact: optionalText(200),
  /** A clinician of the clinic; they join the care team. */
  primaryClinicianId: safeText().min(1).max(64).nullable().optional(),
});
export type PatientInput = z.infer<typeof patientInput>;

/** An edit: any of the fields, plus a status change (discharge keeps the record). */
export const patientUpdate = patientInput.partial().extend({ status: patientStatus.optional() });
export type PatientUpdate = z.infer<typeof patientUpdate>;

export const patient = z.object({
  id: z.string(),
  mrn: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  preferredName: z.string().nullable(),
  pronouns: z.string().nullable(),
  birthDate: z.string(),
  sexAtBirth: z.string().nullable(),
  genderIdentity: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  status: patientStatus,
  primaryClinicianId: z.string().nullable(),
  /** Risk and care flags shown on the chart (e.g. `suicide-risk`). */
  flags: z.array(z.string()),
  careTeam: z.array(z.string()),
});
export type Patient = z.infer<typeof patient>;

export const patientResponse = z.object({ patient });

/** Search and filters of the patient list; `cursor` continues a previous page. */
export const patientListQuery = z.strictObject({
  q: safeText().trim().max(100).optional(),
  status: patientStatus.optional(),
  /** A member id, or `me`; clinicians default to `me` (their caseload). `any` lists everyone. */
  clinician: safeText().min(1).max(64).optional(),
  cursor: safeText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type PatientListQuery = z.infer<typeof patientListQuery>;

export const patientSummary = patient.pick({
  id: true,
  mrn: true,
  familyName: true,
  givenName: true,
  preferredName: true,
  birthDate: true,
  status: true,
  primaryClinicianId: true,
});
export type PatientSummary = z.infer<typeof patientSummary>;

export const patientListResponse = z.object({
  patients: z.array(patientSummary),
  nextCursor: z.string().optional(),
});
export type PatientListResponse = z.infer<typeof patientListResponse>;

/** Consents (FHIR Consent): each grant or withdrawal is kept; a kind's latest entry is in force. */
export const consentKind = z.enum([
  'treatment',
  'telehealth',
  'recording-ai',
  'release-of-information',
]);
export type ConsentKind = z.infer<typeof consentKind>;
export const consentStatus = z.enum(['granted', 'withdrawn']);

export const consentInput = z.strictObject({
  kind: consentKind,
  status: consentStatus,
  effectiveDate: isoDate,
  note: optionalText(500),
});
export type ConsentInput = z.infer<typeof consentInput>;

export const consent = z.object({
  id: z.string(),
  kind: consentKind,
  status: consentStatus,
  effectiveDate: z.string(),
  note: z.string().nullable(),
  recordedBy: z.object({ id: z.string(), name: z.string() }),
  recordedAt: z.string(),
});
export type Consent = z.infer<typeof consent>;
/** `history` newest first; `current` holds each kind's entry in force. */
export const consentListResponse = z.object({
  history: z.array(consent),
  current: z.array(consent),
});
export type ConsentListResponse = z.infer<typeof consentListResponse>;

export const careTeamInput = z.strictObject({
  memberIds: z.array(safeText().min(1).max(64)).min(1).max(20),
});
export const careTeamResponse = z.object({
  careTeam: z.array(z.object({ id: z.string(), name: z.string(), primary: z.boolean() })),
});
export type CareTeamResponse = z.infer<typeof careTeamResponse>;

/** The flags a clinician may set on a chart. */
export const patientFlag = z.enum([
  'suicide-risk',
  'violence-risk',
  'safeguarding',
  'allergy',
  'other-risk',
]);
export type PatientFlag = z.infer<typeof patientFlag>;
export const flagsInput = z.strictObject({ flags: z.array(patientFlag).max(5) });

/** ICD-10-CM: a letter, two digits, optionally a dot and up to four more characters. */
export const icd10Code = safeText()
  .trim()
  .toUpperCase()
  .regex(/^[A-TV-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/, 'Use an ICD-10-CM code such as F32.1');

export const diagnosisInput = z.strictObject({
  code: icd10Code,
  text: safeText().trim().min(1).max(300),
  onsetDate: isoDate.nullable().optional(),
  status: z.enum(['active', 'resolved']).optional(),
});
export type DiagnosisInput = z.infer<typeof diagnosisInput>;

export const diagnosis = z.object({
  id: z.string(),
  code: z.string(),
  text: z.string(),
  onsetDate: z.string().nullable(),
  status: z.enum(['active', 'resolved']),
  recordedAt: z.string(),
});
export type Diagnosis = z.infer<typeof diagnosis>;
export const diagnosisListResponse = z.object({ diagnoses: z.array(diagnosis) });

/** What a line of the access trail records (the server writes them; the chart names them). */
export const RECORD_ACCESS_ACTIONS = [
  'read',
  'create',
  'update',
  'read-consents',
  'read-diagnoses',
  'read-note',
  'read-intake',
  'read-observations',
  'read-reading-list',
  'read-treatment-matches',
  'read-transcript',
  'read-note-draft',
] as const;
export type RecordAccessAction = (typeof RECORD_ACCESS_ACTIONS)[number];

export const accessEntry = z.object({
  at: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  action: z.string(),
});
/** A page of the access trail, newest first; `cursor` is the previous page's `nextCursor`. */
export const accessTrailQuery = z.strictObject({
  cursor: safeText()
    .regex(/^\d{1,18}$/, 'Use the nextCursor of a previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AccessTrailQuery = z.infer<typeof accessTrailQuery>;
export const accessTrailResponse = z.object({
  entries: z.array(accessEntry),
  nextCursor: z.string().optional(),
});
export type AccessTrailResponse = z.infer<typeof accessTrailResponse>;
