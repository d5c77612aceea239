import { randomUUID } from 'node:crypto';
import type { TenantDb } from '../db/tenant-db.ts';

/**
 * What a line of the trail says was done: a read of the chart's demographics (`read`), of its
 * consents or of its diagnoses (clinical contents), or a change (`create`, `update`).
 */
export type RecordAccessAction =
  | 'read'
  | 'create'
  | 'update'
  | 'read-consents'
  | 'read-diagnoses'
  | 'read-note'
  | 'read-intake'
  | 'read-observations'
  | 'read-reading-list'
  | 'read-treatment-matches';

/** One line in the record-access trail: who did what to which patient's record, when. */
export async function recordAccess(
  clinic: TenantDb,
  access: { userId: string; patientId: string; action: RecordAccessAction; at: Date },
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

/** Changes a patient's record and writes the change in the trail (an update), in one transaction. */
export function updateRecord<R>(
  clinic: TenantDb,
  by: { userId: string; patientId: string; at: Date },
  change: (scope: TenantDb) => Promise<R>,
): Promise<R> {
  return clinic.transaction(async (tx) => {
    const result = await change(tx);
    await recordAccess(tx, { ...by, action: 'update' });
    return result;
  });
}
