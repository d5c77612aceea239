import * as z from 'zod/mini';
import { parseIsoDate } from '../time/zoned-time';
import { safeText, recordId } from './safe-text';
import { idPageQuery } from './paging';
import { accessedRecord } from './accessed-record';

/**
 * The patients API (CLINICAL.md §2, FHIR Patient field names where one fits): one definition for
 * the web client, the mocks and the server.
 */

export { PATIENT_PATHS } from '../constants/patients.constants';

export const patientPath = (id: string) => `/patients/${encodeURIComponent(id)}`;
/** One of a patient's sub-resources, e.g. `patientSubPath(id, 'consents')`. */
export const patientSubPath = (
  id: string,
  part: 'consents' | 'care-team' | 'diagnoses' | 'flags' | 'access',
) => `${patientPath(id)}/${part}`;

export const patientStatus = z.enum(['active', 'inactive', 'discharged']);
export type PatientStatus = z.infer<typeof patientStatus>;

const name = safeText().check(z.trim(), z.minLength(1), z.maxLength(100));
const optionalText = (max: number) =>
  z.optional(z.nullable(safeText().check(z.trim(), z.maxLength(max))));
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * A YYYY-MM-DD that names a day of the calendar (not 2026-02-30, not 1970-13-45); other shapes
 * fail the format rule. Calendar arithmetic only: no Date is formatted, so nothing can throw.
 */
const isCalendarDay = (text: string) => !ISO_DATE.test(text) || parseIsoDate(text) !== null;
export const isoDate = safeText().check(
  z.regex(ISO_DATE, 'Use the date format YYYY-MM-DD'),
  z.refine(isCalendarDay, 'No such date in the calendar'),
);

/** Sex assigned at birth (US Core birth sex; intersex is kept, FHIR shows it as unknown). */
export const SEXES_AT_BIRTH = ['female', 'male', 'intersex', 'unknown'] as const;
/** FHIR's administrative gender (Patient.gender), recorded apart from sex at birth. */
export const ADMINISTRATIVE_GENDERS = ['female', 'male', 'other', 'unknown'] as const;
/** How the patient prefers to be reached (the matching FHIR telecom is ranked first). */
export const CONTACT_METHODS = ['phone', 'sms', 'email', 'mail'] as const;
export type SexAtBirth = (typeof SEXES_AT_BIRTH)[number];
export type AdministrativeGender = (typeof ADMINISTRATIVE_GENDERS)[number];
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** What staff and clinicians fill in to register a patient. */
export const patientInput = z.strictObject({
  familyName: name,
  givenName: name,
  preferredName: optionalText(100),
  pronouns: optionalText(40),
  birthDate: isoDate,
  sexAtBirth: z.optional(z.nullable(z.enum(SEXES_AT_BIRTH))),
  administrativeGender: z.optional(z.nullable(z.enum(ADMINISTRATIVE_GENDERS))),
  genderIdentity: optionalText(60),
  phone: optionalText(40),
  email: z.optional(
    z.nullable(safeText().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254))),
  ),
  preferredContactMethod: z.optional(z.nullable(z.enum(CONTACT_METHODS))),
  /** The postal address (FHIR Address: line, city, state, postalCode, country). */
  addressLine: optionalText(200),
  city: optionalText(100),
  region: optionalText(100),
  postalCode: optionalText(20),
  country: optionalText(60),
  /** The emergency contact's name (or, on records from before 0021, the whole contact as text). */
  emergencyContact: optionalText(200),
  emergencyContactRelationship: optionalText(60),
  emergencyContactPhone: optionalText(40),
  /** Who referred the patient (a GP, a school, self-referral). */
  referralSource: optionalText(200),
  /** A clinician of the clinic; they join the care team. */
  primaryClinicianId: z.optional(z.nullable(recordId())),
});
export type PatientInput = z.infer<typeof patientInput>;

/** The optional details of a patient: absent on input, null on a record that lacks them. */
export const PATIENT_DETAIL_FIELDS = [
  'preferredName',
  'pronouns',
  'sexAtBirth',
  'administrativeGender',
  'genderIdentity',
  'phone',
  'email',
  'preferredContactMethod',
  'addressLine',
  'city',
  'region',
  'postalCode',
  'country',
  'emergencyContact',
  'emergencyContactRelationship',
  'emergencyContactPhone',
  'referralSource',
] as const satisfies readonly (keyof PatientInput)[];
export type PatientDetailField = (typeof PATIENT_DETAIL_FIELDS)[number];

/** The details of `input` as a record holds them: each one, null when not given. */
export const patientDetailsOf = (input: Partial<PatientInput>) =>
  Object.fromEntries(PATIENT_DETAIL_FIELDS.map((field) => [field, input[field] ?? null])) as Record<
    PatientDetailField,
    string | null
  >;

/**
 * `POST /patients`' body: a patient, and `confirmNotDuplicate: true` when the registrar has seen
 * the likely matches (a 409's `matches`) and registers a new record anyway (audited).
 */
export const patientRegistration = z.extend(patientInput, {
  confirmNotDuplicate: z.optional(z.literal(true)),
});
export type PatientRegistration = z.infer<typeof patientRegistration>;

/** An edit: any of the fields, plus a status change (discharge keeps the record). */
export const patientUpdate = z.extend(z.partial(patientInput), {
  status: z.optional(patientStatus),
});
export type PatientUpdate = z.infer<typeof patientUpdate>;

export const patient = z.object({
  id: z.string(),
  mrn: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  preferredName: z.nullable(z.string()),
  pronouns: z.nullable(z.string()),
  birthDate: z.string(),
  sexAtBirth: z.nullable(z.string()),
  administrativeGender: z.nullable(z.string()),
  genderIdentity: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  preferredContactMethod: z.nullable(z.string()),
  addressLine: z.nullable(z.string()),
  city: z.nullable(z.string()),
  region: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  country: z.nullable(z.string()),
  emergencyContact: z.nullable(z.string()),
  emergencyContactRelationship: z.nullable(z.string()),
  emergencyContactPhone: z.nullable(z.string()),
  referralSource: z.nullable(z.string()),
  status: patientStatus,
  primaryClinicianId: z.nullable(z.string()),
  /** Risk and care flags shown on the chart (e.g. `suicide-risk`). */
  flags: z.array(z.string()),
  careTeam: z.array(z.string()),
});
export type Patient = z.infer<typeof patient>;

export const patientResponse = z.object({ patient });

/** A likely duplicate of a registration: only what every member may see of any patient. */
export const duplicateMatch = z.pick(patient, {
  id: true,
  mrn: true,
  givenName: true,
  familyName: true,
  birthDate: true,
});
export type DuplicateMatch = z.infer<typeof duplicateMatch>;

/** Why a registration was answered 409: the clinic may already hold this patient. */
export const PATIENT_MESSAGES = {
  likelyDuplicate:
    'This patient may already be registered: open an existing record, or confirm a new one.',
} as const;

/** `409` to a registration with likely matches and no `confirmNotDuplicate`. */
export const duplicateConflict = z.object({
  message: z.string(),
  matches: z.array(duplicateMatch),
});
export type DuplicateConflict = z.infer<typeof duplicateConflict>;

/** At most this many likely matches are named in a 409. */
export const DUPLICATE_MATCHES_MAX = 5;

/**
 * Search and filters of the patient list (`POST /patients/search`'s body); `cursor` continues a
 * previous page: opaque, sealed by the server, naming no patient.
 */
export const patientListQuery = z.strictObject({
  q: z.optional(safeText().check(z.trim(), z.maxLength(100))),
  status: z.optional(patientStatus),
  /** A member id, or `me`; clinicians default to `me` (their caseload). `any` lists everyone. */
  clinician: z.optional(recordId()),
  cursor: z.optional(safeText().check(z.maxLength(400))),
  limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(100)), 25),
});
export type PatientListQuery = z.infer<typeof patientListQuery>;
export type PatientListRequest = z.input<typeof patientListQuery>;

export const patientSummary = z.pick(patient, {
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
  nextCursor: z.optional(z.string()),
});
export type PatientListResponse = z.infer<typeof patientListResponse>;

/** Consents (FHIR Consent): each grant or withdrawal is kept; a kind's latest entry is in force. */
export const consentKind = z.enum([
  'treatment',
  'telehealth',
  'recording-ai',
  'release-of-information',
  /** The patient agrees to be contacted: session reminders by e-mail (issue 32). */
  'contact',
  /** The patient agrees to use the patient portal (issue 36): recorded by the invitation. */
  'portal',
]);
export type ConsentKind = z.infer<typeof consentKind>;
/**
 * The kinds a member records by hand (the chart's consent form, the intake's consents): all but
 * `portal`, which only the portal invitation records, with the e-mail it is sent to (issue 36).
 */
export const CONSENT_KINDS_BY_HAND = consentKind.options.filter((kind) => kind !== 'portal');
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
  note: z.nullable(z.string()),
  /** The member who recorded it; null when the patient signed it online (`signedOnline`). */
  recordedBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  recordedAt: z.string(),
  /**
   * Signed online by the patient (issue 36): the name they typed, the clinic's consent text
   * version they signed and the SHA-256 (hex) of that exact text. Absent for a consent a member
   * recorded.
   */
  signedOnline: z.optional(
    z.object({
      name: z.string(),
      textId: z.string(),
      version: z.number(),
      textSha256: z.string(),
    }),
  ),
});
export type Consent = z.infer<typeof consent>;
/**
 * `history` newest first, a page of it (issue 31: no unpaged list): at most `limit` (default
 * `CONSENTS_PAGE_DEFAULT`, at most `CONSENTS_PAGE_MAX`); `cursor` is the previous page's
 * `nextCursor` (the last entry's id), absent on the last page. `current` holds each kind's entry
 * in force, whole on every page. A recorded consent is answered with the first page.
 */
export const CONSENTS_PAGE_DEFAULT = 50;
export const CONSENTS_PAGE_MAX = 100;
export const consentsPageQuery = idPageQuery(CONSENTS_PAGE_DEFAULT, CONSENTS_PAGE_MAX);
export const consentListResponse = z.object({
  history: z.array(consent),
  current: z.array(consent),
  nextCursor: z.optional(z.string()),
});
export type ConsentListResponse = z.infer<typeof consentListResponse>;

export const careTeamInput = z.strictObject({
  memberIds: z.array(recordId()).check(z.minLength(1), z.maxLength(20)),
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
export const flagsInput = z.strictObject({ flags: z.array(patientFlag).check(z.maxLength(5)) });

/** ICD-10-CM: a letter, two digits, optionally a dot and up to four more characters. */
export const icd10Code = safeText().check(
  z.trim(),
  z.toUpperCase(),
  z.regex(/^[A-TV-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/, 'Use an ICD-10-CM code such as F32.1'),
);

export const diagnosisInput = z.strictObject({
  code: icd10Code,
  text: safeText().check(z.trim(), z.minLength(1), z.maxLength(300)),
  onsetDate: z.optional(z.nullable(isoDate)),
  status: z.optional(z.enum(['active', 'resolved'])),
});
export type DiagnosisInput = z.infer<typeof diagnosisInput>;

export const diagnosis = z.object({
  id: z.string(),
  code: z.string(),
  text: z.string(),
  onsetDate: z.nullable(z.string()),
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
  /** The patient's copy of the whole record was made (patient export). */
  'export',
  /** What was shared with the patient in the portal was listed (issue 36). */
  'read-shares',
  /** The patient read their own record in the patient portal (issue 36): the reader is the patient. */
  'portal-read',
] as const;
export type RecordAccessAction = (typeof RECORD_ACCESS_ACTIONS)[number];

export const accessEntry = z.object({
  at: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  action: z.string(),
  /** The member held a clinical role they gave themselves ("break-glass") when this happened. */
  breakGlass: z.optional(z.literal(true)),
  /** The one record this read opened (a note, an intake, …); absent for the chart as a whole. */
  record: z.optional(accessedRecord),
  /** The SMART app the read was made through (its token; issue 34); absent: Praxis itself. */
  smartApp: z.optional(z.object({ clientId: z.string(), name: z.string() })),
  /** The reader was the patient, in the patient portal (issue 36); `user` is then the patient. */
  byPatient: z.optional(z.literal(true)),
});
/**
 * What an auditor narrows the trail to: one member, one kind of action, one record, a span of
 * time (`from` inclusive, `to` exclusive, instants: the client turns the clinic's days into them).
 */
export const accessTrailFilter = z.strictObject({
  userId: z.optional(recordId()),
  action: z.optional(z.enum(RECORD_ACCESS_ACTIONS)),
  recordId: z.optional(recordId()),
  from: z.optional(z.iso.datetime()),
  to: z.optional(z.iso.datetime()),
});
export type AccessTrailFilter = z.infer<typeof accessTrailFilter>;
/** A page of the access trail, newest first; `cursor` is the previous page's `nextCursor`. */
export const accessTrailQuery = z.extend(accessTrailFilter, {
  cursor: z.optional(
    safeText().check(z.regex(/^\d{1,18}$/, 'Use the nextCursor of a previous page')),
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
});
export type AccessTrailQuery = z.infer<typeof accessTrailQuery>;
/** The most lines one CSV export holds (narrow the filter for more). */
export const ACCESS_EXPORT_MAX = 10_000;
export const accessTrailResponse = z.object({
  entries: z.array(accessEntry),
  nextCursor: z.optional(z.string()),
});
export type AccessTrailResponse = z.infer<typeof accessTrailResponse>;
