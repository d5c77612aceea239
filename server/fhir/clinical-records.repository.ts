import { sql } from 'kysely';
import type { TenantDb } from '../db/tenant-db.ts';
import type { DiagnosisRow } from './clinical.map.ts';

/** Who is on the patient's care team (their member ids): who may read the clinical records. */
export async function careTeamOf(clinic: TenantDb, patientId: string): Promise<string[]> {
  const rows = await clinic
    .selectFrom('care_team')
    .select('member_id')
    .where('patient_id', '=', patientId)
    .execute();
  return rows.map((row) => row.member_id);
}

/** One patient's diagnoses, or the one with this id (whoever's it is). */
export async function listDiagnoses(
  clinic: TenantDb,
  patientId: string | { id: string },
): Promise<DiagnosisRow[]> {
  const query = clinic.selectFrom('diagnoses');
  const filtered =
    typeof patientId === 'string'
      ? query.where('patient_id', '=', patientId)
      : query.where('id', '=', patientId.id);
  return filtered
    .select([
      'id',
      'patient_id',
      'code',
      'text',
      sql<string | null>`onset_date::text`.as('onset_date'),
      'status',
      'recorded_by',
      'recorded_at',
    ])
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
}

/** The note an addendum belongs to, or null. */
export async function noteOfAddendum(clinic: TenantDb, addendumId: string): Promise<string | null> {
  const row = await clinic
    .selectFrom('note_addenda')
    .select('note_id')
    .where('id', '=', addendumId)
    .executeTakeFirst();
  return row?.note_id ?? null;
}
