import { ROLE_RIGHTS, type MemberRole } from './clinic.contract.ts';

/**
 * The patient's copy of their record (right of access: GDPR art. 15, HIPAA 45 CFR 164.524):
 * `GET` answers a ZIP of the FHIR `$everything` Bundle and a PDF of each signed note and intake.
 */
export const PATIENT_EXPORT_PATH = '/patients/:id/export';
export const patientExportPath = (id: string) => `/patients/${encodeURIComponent(id)}/export`;

/** The export's file name: the MRN, kept to letters, digits and hyphens. */
export const exportFileName = (patient: { mrn: string }) =>
  `patient-${patient.mrn.replace(/[^A-Za-z0-9-]/g, '')}-record.zip`;

/**
 * Who may request it for the patient: a role holding `exportPatientRecord` (ROLE_RIGHTS): an owner
 * of the clinic (the controller answering the request), or the patient's primary clinician.
 * Anyone else is refused.
 */
export function mayExportPatientRecord(
  member: { roles: readonly MemberRole[]; userId: string },
  patient: { primaryClinicianId: string | null },
): boolean {
  const granted: readonly MemberRole[] = ROLE_RIGHTS.exportPatientRecord;
  return member.roles.some(
    (role) =>
      granted.includes(role) &&
      (role !== 'clinician' || patient.primaryClinicianId === member.userId),
  );
}
