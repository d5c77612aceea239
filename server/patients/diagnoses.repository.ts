import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Diagnosis, DiagnosisInput } from '../../common/contracts/patients.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/** A patient's diagnoses (FHIR Condition): active ones first, then the latest recorded first. */
export async function listDiagnoses(clinic: TenantDb, patientId: string): Promise<Diagnosis[]> {
  const rows = await clinic
    .selectFrom('diagnoses')
    .select([
      'id',
      'code',
      'text',
      sql<string | null>`onset_date::text`.as('onset_date'),
      'status',
      'recorded_at',
    ])
    .where('patient_id', '=', patientId)
    .orderBy(sql`status = 'active'`, 'desc')
    .orderBy('recorded_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    text: row.text,
    onsetDate: row.onset_date,
    status: row.status,
    recordedAt: new Date(row.recorded_at).toISOString(),
  }));
}

/** Whether the patient already has this code as an active diagnosis. */
export async function hasActiveDiagnosis(
  clinic: TenantDb,
  patientId: string,
  code: string,
): Promise<boolean> {
  const row = await clinic
    .selectFrom('diagnoses')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('code', '=', code)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

export async function addDiagnosis(
  clinic: TenantDb,
  entry: { patientId: string; input: DiagnosisInput; recordedBy: string; now: Date },
): Promise<void> {
  await clinic
    .insertInto('diagnoses', {
      id: randomUUID(),
      patient_id: entry.patientId,
      code: entry.input.code,
      text: entry.input.text,
      onset_date: entry.input.onsetDate ?? null,
      status: entry.input.status ?? 'active',
      recorded_by: entry.recordedBy,
      recorded_at: entry.now,
    })
    .execute();
}
