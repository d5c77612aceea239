import { randomUUID } from 'node:crypto';
import type { AccessedRecordRef } from '../../common/contracts/accessed-record.ts';
import type { RecordAccessAction } from '../../common/contracts/patients.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { isUnderBreakGlass } from '../clinic/role-grants.repository.ts';

/**
 * What a line of the trail says was done: a read of the chart's demographics (`read`), of clinical
 * contents (`read-…`), or a change (`create`, `update`). One list, in the patients contract.
 */
export type { RecordAccessAction };

/**
 * One line in the record-access trail: who did what to which patient's record, when, and whether
 * they were under break-glass then (a clinical role they gave themselves; issue 31). A read that
 * opened one record (a note, an intake, …) names it (`record`, issue 30).
 */
export async function recordAccess(
  clinic: TenantDb,
  access: {
    userId: string;
    patientId: string;
    action: RecordAccessAction;
    at: Date;
    /** The SMART app the member read through (issue 34); absent for Praxis itself. */
    smartClientId?: string;
    record?: AccessedRecordRef;
  },
): Promise<void> {
  await clinic
    .insertInto('record_access', {
      id: randomUUID(),
      at: access.at,
      user_id: access.userId,
      patient_id: access.patientId,
      action: access.action,
      break_glass: await isUnderBreakGlass(clinic, access.userId),
      smart_client_id: access.smartClientId ?? null,
      record_kind: access.record?.kind ?? null,
      record_id: access.record?.id ?? null,
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
