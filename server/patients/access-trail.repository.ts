import type {
  AccessTrailFilter,
  AccessTrailQuery,
  AccessTrailResponse,
} from '../../common/contracts/patients.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

type TrailEntry = AccessTrailResponse['entries'][number];

/** The patient's lines with each member's name, narrowed by the auditor's filter. */
function trailLines(clinic: TenantDb, patientId: string, filter: AccessTrailFilter) {
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
  if (filter.userId) query = query.where('record_access.user_id', '=', filter.userId);
  if (filter.action) query = query.where('record_access.action', '=', filter.action);
  if (filter.from) query = query.where('record_access.at', '>=', new Date(filter.from));
  if (filter.to) query = query.where('record_access.at', '<', new Date(filter.to));
  return query;
}

type TrailRow = Awaited<ReturnType<ReturnType<typeof trailLines>['execute']>>[number];

const toEntry = (row: TrailRow): TrailEntry => ({
  at: new Date(row.at).toISOString(),
  user: { id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim() },
  action: row.action,
  ...(row.break_glass && { breakGlass: true as const }),
});

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
  let query = trailLines(clinic, patientId, page);
  if (page.cursor) query = query.where('record_access.seq', '<', page.cursor);
  const rows = await query
    .orderBy('record_access.seq', 'desc')
    .limit(page.limit + 1)
    .execute();
  const shown = rows.slice(0, page.limit);
  const entries = shown.map(toEntry);
  const last = shown.at(-1);
  return rows.length > page.limit && last ? { entries, nextCursor: String(last.seq) } : { entries };
}

/** Up to `max` lines of the filtered trail, newest first, for an export. */
export async function exportAccessTrail(
  clinic: TenantDb,
  patientId: string,
  filter: AccessTrailFilter,
  max: number,
): Promise<TrailEntry[]> {
  const rows = await trailLines(clinic, patientId, filter)
    .orderBy('record_access.seq', 'desc')
    .limit(max)
    .execute();
  return rows.map(toEntry);
}
