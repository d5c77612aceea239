import { randomUUID } from 'node:crypto';
import type { TenantDb } from '../db/tenant-db.ts';

/** One line in the record-access trail: who did what to which patient's record, when. */
export async function recordAccess(
  clinic: TenantDb,
  access: { userId: string; patientId: string; action: 'read' | 'create' | 'update'; at: Date },
): Promise<void> {
  await clinic
    .insertInto('record_access', {
      id: randomUUID(),
      at: access.at,
      user_id: access.userId,
      patient_id: access.patientId,
      action: access.action,
    })
    .execute();
}
