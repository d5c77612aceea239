import type {
  AccessTrailFilter,
  AccessTrailQuery,
  AccessTrailResponse,
} from '../../common/contracts/patients.contract.ts';
import type {
  AccessedRecordKind,
  AccessedRecordRef,
} from '../../common/contracts/accessed-record.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { portalName } from '../../common/contracts/portal.contract.ts';
import {
  accessedRecordKey,
  describeAccessedRecords,
  type TrailViewer,
} from './accessed-records.repository.ts';

type TrailEntry = AccessTrailResponse['entries'][number];

/** The patient's lines with each member's name, narrowed by the auditor's filter. */
function trailLines(clinic: TenantDb, patientId: string, filter: AccessTrailFilter) {
  let query = clinic
    .selectFrom('record_access')
    // A line's reader is a member, or the patient in the portal (issue 36: their portal account).
    .leftJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'record_access.user_id')
        .onRef('users.tenant_id', '=', 'record_access.tenant_id'),
    )
    .leftJoin('portal_accounts', (join) =>
      join
        .onRef('portal_accounts.id', '=', 'record_access.user_id')
        .onRef('portal_accounts.tenant_id', '=', 'record_access.tenant_id')
        .onRef('portal_accounts.patient_id', '=', 'record_access.patient_id'),
    )
    .leftJoin('patients as reader_patient', (join) =>
      join
        .onRef('reader_patient.id', '=', 'portal_accounts.patient_id')
        .onRef('reader_patient.tenant_id', '=', 'portal_accounts.tenant_id'),
    )
    .leftJoin('smart_apps', (join) =>
      join
        .onRef('smart_apps.client_id', '=', 'record_access.smart_client_id')
        .onRef('smart_apps.tenant_id', '=', 'record_access.tenant_id'),
    )
    .select([
      'record_access.seq',
      'record_access.at',
      'record_access.action',
      'record_access.break_glass',
      'record_access.record_kind',
      'record_access.record_id',
      'record_access.user_id',
      'users.first_name',
      'users.last_name',
      'reader_patient.given_name as reader_given_name',
      'reader_patient.family_name as reader_family_name',
      'reader_patient.preferred_name as reader_preferred_name',
      'smart_apps.client_id as smart_client_id',
      'smart_apps.name as smart_app_name',
    ])
    .where('record_access.patient_id', '=', patientId)
    .where((eb) =>
      eb.or([eb('users.id', 'is not', null), eb('reader_patient.id', 'is not', null)]),
    );
  if (filter.userId) query = query.where('record_access.user_id', '=', filter.userId);
  if (filter.action) query = query.where('record_access.action', '=', filter.action);
  if (filter.recordId) query = query.where('record_access.record_id', '=', filter.recordId);
  if (filter.from) query = query.where('record_access.at', '>=', new Date(filter.from));
  if (filter.to) query = query.where('record_access.at', '<', new Date(filter.to));
  return query;
}

type TrailRow = Awaited<ReturnType<ReturnType<typeof trailLines>['execute']>>[number];

/** The member's name, or the patient's when the patient read in the portal. */
const readerName = (row: TrailRow): string =>
  row.first_name !== null
    ? `${row.first_name} ${row.last_name ?? ''}`.trim()
    : portalName({
        given_name: row.reader_given_name ?? '',
        family_name: row.reader_family_name ?? '',
        preferred_name: row.reader_preferred_name,
      });

/** The record a line names (the kind is one the server wrote, AccessedRecordKind). */
const refOf = (row: TrailRow): AccessedRecordRef | null =>
  row.record_kind && row.record_id
    ? { kind: row.record_kind as AccessedRecordKind, id: row.record_id }
    : null;

/** The lines as the trail shows them, each record they name described for its reader. */
async function toEntries(
  clinic: TenantDb,
  patientId: string,
  rows: TrailRow[],
  reader: TrailViewer,
): Promise<TrailEntry[]> {
  const refs = rows.map(refOf).filter((ref) => ref !== null);
  const records = await describeAccessedRecords(clinic, patientId, refs, reader);
  return rows.map((row) => {
    const ref = refOf(row);
    const record = ref && records.get(accessedRecordKey(ref));
    return {
      at: new Date(row.at).toISOString(),
      user: { id: row.user_id, name: readerName(row) },
      ...(row.first_name === null && { byPatient: true as const }),
      action: row.action,
      ...(row.break_glass && { breakGlass: true as const }),
      ...(record && { record }),
      ...(row.smart_client_id &&
        row.smart_app_name !== null && {
          smartApp: { clientId: row.smart_client_id, name: row.smart_app_name },
        }),
    };
  });
}

/**
 * A page of who read or changed a patient's record, newest first, with each member's name. The
 * cursor is the last shown line's `seq` (the order lines were written), so a page never repeats
 * or skips a line when new ones arrive.
 */
export async function listAccessTrail(
  clinic: TenantDb,
  patientId: string,
  page: AccessTrailQuery,
  reader: TrailViewer,
): Promise<AccessTrailResponse> {
  let query = trailLines(clinic, patientId, page);
  if (page.cursor) query = query.where('record_access.seq', '<', page.cursor);
  const rows = await query
    .orderBy('record_access.seq', 'desc')
    .limit(page.limit + 1)
    .execute();
  const shown = rows.slice(0, page.limit);
  const entries = await toEntries(clinic, patientId, shown, reader);
  const last = shown.at(-1);
  return rows.length > page.limit && last ? { entries, nextCursor: String(last.seq) } : { entries };
}

/** Up to `max` lines of the filtered trail, newest first, for an export. */
export async function exportAccessTrail(
  clinic: TenantDb,
  patientId: string,
  filter: AccessTrailFilter,
  max: number,
  reader: TrailViewer,
): Promise<TrailEntry[]> {
  const rows = await trailLines(clinic, patientId, filter)
    .orderBy('record_access.seq', 'desc')
    .limit(max)
    .execute();
  return toEntries(clinic, patientId, rows, reader);
}
