import type {
  AccessTrailQuery,
  AccessTrailResponse,
} from '../../common/contracts/patients.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/**
 * A page of who read or changed a patient's record, newest first, with each member's name. The
 * cursor is the last shown line's `seq` (the order lines were written), so a page never repeats
 * or skips a line when new ones arrive.
 */
export async function listAccessTrail(
  clinic: TenantDb,
  patientId: string,
  page: AccessTrailQuery,
): Promise<AccessTrailResponse> {
  let query = clinic
    .selectFrom('record_access')
    .innerJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'record_access.user_id')
        .onRef('users.tenant_id', '=', 'record_access.tenant_id'),
    )
    .select([
      'record_access.seq',
      'record_access.at',
      'record_access.action',
      'record_access.break_glass',
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
    ])
    .where('record_access.patient_id', '=', patientId);
  if (page.cursor) query = query.where('record_access.seq', '<', page.cursor);
  const rows = await query
    .orderBy('record_access.seq', 'desc')
    .limit(page.limit + 1)
    .execute();
  const shown = rows.slice(0, page.limit);
  const entries = shown.map((row) => ({
    at: new Date(row.at).toISOString(),
    user: { id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim() },
    action: row.action,
    ...(row.break_glass && { breakGlass: true as const }),
  }));
  const last = shown.at(-1);
  return rows.length > page.limit && last ? { entries, nextCursor: String(last.seq) } : { entries };
}
