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
} as const;

export const patientPath = (id: string) => `/patients/${encodeURIComponent(id)}`;

export const patientStatus = z.enum(['active', 'inactive', 'discharged']);
export type PatientStatus = z.infer<typeof patientStatus>;

const name = safeText().trim().min(1).max(100);
const optionalText = (max: number) => safeText().trim().max(max).nullable().optional();
const isoDate = safeText().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

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
