import { sql } from 'kysely';
import type { TenantDb } from '../db/tenant-db.ts';

/**
 * What booking and the session views need to know about the people on a session, read from the
 * patients, care-team and members tables of the caller's clinic (the patients feature owns the
 * writes; these are reads only).
 */

export interface PatientForBooking {
  id: string;
  status: 'active' | 'inactive' | 'discharged';
  /** Whether the asking member is on the patient's care team. */
  onCaseload: boolean;
}

const onCareTeam = (member: string) =>
  sql<boolean>`exists (select 1 from care_team where care_team.tenant_id = patients.tenant_id and care_team.patient_id = patients.id and care_team.member_id = ${member})`;

/** A patient of the clinic, with whether `member` has them on their caseload; null if none. */
export async function findPatientForBooking(
  clinic: TenantDb,
  patientId: string,
  member: string,
): Promise<PatientForBooking | null> {
  const row = await clinic
    .selectFrom('patients')
    .select(['id', 'status', onCareTeam(member).as('on_caseload')])
    .where('id', '=', patientId)
    .executeTakeFirst();
  return row ? { id: row.id, status: row.status, onCaseload: row.on_caseload } : null;
}

/**
 * Locks the clinician's member row until the transaction ends, so two bookings for the same
 * clinician run their overlap check one after the other (the booking race), and answers whether
 * they are an active clinician of the clinic.
 */
export async function lockClinician(clinic: TenantDb, clinicianId: string): Promise<boolean> {
  const row = await clinic
    .selectFrom('users')
    .select(['active', 'roles'])
    .where('id', '=', clinicianId)
    .forUpdate()
    .executeTakeFirst();
  return Boolean(row?.active && row.roles.includes('clinician'));
}

export interface FlaggedPatientRow {
  id: string;
  given_name: string;
  family_name: string;
  mrn: string;
  flags: string[];
}

/**
 * Patients on `member`'s caseload with at least one flag, most recently changed first (a query
 * the day view runs inside its one statement: day.repository.ts).
 */
export function flaggedCaseload(clinic: TenantDb, member: string, limit: number) {
  return clinic
    .selectFrom('patients')
    .select(['id', 'given_name', 'family_name', 'mrn', 'flags'])
    .where(onCareTeam(member))
    .where(sql<boolean>`cardinality(flags) > 0`)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'asc')
    .limit(limit);
}

/** Whether `member` is the clinician of at least one of the patient's sessions. */
export async function hasSessionWith(
  clinic: TenantDb,
  patientId: string,
  member: string,
): Promise<boolean> {
  const row = await clinic
    .selectFrom('encounters')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('clinician_id', '=', member)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
