import { randomUUID } from 'node:crypto';
import type {
  DeskTimeRequest,
  TimeRequest,
} from '../../common/contracts/portal-visits.contract.ts';
import type { SessionTimeRequestTable } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { encountersWithPeople } from '../encounters/encounters.repository.ts';

/** The stored row of a request for another time (migration 0039). */
type RequestRow = Pick<
  SessionTimeRequestTable,
  'id' | 'encounter_id' | 'starts_at' | 'ends_at' | 'requested_at' | 'decided_at'
> & { status: TimeRequest['status'] };

const REQUEST_COLUMNS = [
  'session_time_requests.id',
  'session_time_requests.encounter_id',
  'session_time_requests.starts_at',
  'session_time_requests.ends_at',
  'session_time_requests.status',
  'session_time_requests.requested_at',
  'session_time_requests.decided_at',
] as const;

export const toTimeRequest = (row: RequestRow): TimeRequest => ({
  id: row.id,
  sessionId: row.encounter_id,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  status: row.status,
  requestedAt: row.requested_at.toISOString(),
  decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
});

/** Each session's latest request for another time (none: absent from the map). */
export async function latestRequestsOf(
  clinic: TenantDb,
  sessionIds: readonly string[],
): Promise<Map<string, TimeRequest>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await clinic
    .selectFrom('session_time_requests')
    .select(REQUEST_COLUMNS)
    .where('encounter_id', 'in', sessionIds)
    .orderBy('requested_at', 'desc')
    .orderBy('id')
    .execute();
  const latest = new Map<string, TimeRequest>();
  for (const row of rows) {
    if (!latest.has(row.encounter_id)) latest.set(row.encounter_id, toTimeRequest(row));
  }
  return latest;
}

/** Stores a pending request (the partial unique index refuses a second pending one). */
export async function insertTimeRequest(
  clinic: TenantDb,
  request: { sessionId: string; patientId: string; startsAt: Date; endsAt: Date; at: Date },
): Promise<TimeRequest> {
  const id = randomUUID();
  await clinic
    .insertInto('session_time_requests', {
      id,
      encounter_id: request.sessionId,
      patient_id: request.patientId,
      starts_at: request.startsAt,
      ends_at: request.endsAt,
      requested_at: request.at,
      decided_by: null,
      decided_at: null,
    })
    .execute();
  return {
    id,
    sessionId: request.sessionId,
    startsAt: request.startsAt.toISOString(),
    endsAt: request.endsAt.toISOString(),
    status: 'pending',
    requestedAt: request.at.toISOString(),
    decidedAt: null,
  };
}

/** Whether a request of the session waits for the front desk. */
export async function hasPendingRequest(clinic: TenantDb, sessionId: string): Promise<boolean> {
  const row = await clinic
    .selectFrom('session_time_requests')
    .select('id')
    .where('encounter_id', '=', sessionId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** The times pending requests of a clinician's sessions ask for (held, so no two ask for one). */
export async function pendingSpansOfClinician(
  clinic: TenantDb,
  clinicianId: string,
  after: Date,
): Promise<{ startsAt: string; endsAt: string }[]> {
  const rows = await clinic
    .selectFrom('session_time_requests')
    .innerJoin('encounters', (join) =>
      join
        .onRef('encounters.tenant_id', '=', 'session_time_requests.tenant_id')
        .onRef('encounters.id', '=', 'session_time_requests.encounter_id'),
    )
    .select(['session_time_requests.starts_at', 'session_time_requests.ends_at'])
    .where('encounters.clinician_id', '=', clinicianId)
    .where('session_time_requests.status', '=', 'pending')
    .where('session_time_requests.ends_at', '>', after)
    .execute();
  return rows.map((r) => ({
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at.toISOString(),
  }));
}

/** Closes a session's pending request (confirmed, declined; or declined by the session's end). */
export async function decideRequest(
  clinic: TenantDb,
  id: string,
  decision: { status: 'confirmed' | 'declined'; by: string | null; at: Date },
): Promise<void> {
  await clinic
    .updateTable('session_time_requests')
    .set({ status: decision.status, decided_by: decision.by, decided_at: decision.at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Declines whatever request of the session still waits (the session was cancelled). */
export async function closePendingOf(clinic: TenantDb, sessionId: string, at: Date): Promise<void> {
  await clinic
    .updateTable('session_time_requests')
    .set({ status: 'declined', decided_by: null, decided_at: at })
    .where('encounter_id', '=', sessionId)
    .where('status', '=', 'pending')
    .execute();
}

/** Requests with their session and people, for the front desk. */
function deskRequests(clinic: TenantDb) {
  return encountersWithPeople(clinic)
    .innerJoin('session_time_requests', (join) =>
      join
        .onRef('session_time_requests.tenant_id', '=', 'encounters.tenant_id')
        .onRef('session_time_requests.encounter_id', '=', 'encounters.id'),
    )
    .select(REQUEST_COLUMNS)
    .select([
      'encounters.patient_id',
      'patients.given_name',
      'patients.family_name',
      'encounters.clinician_id',
      'users.first_name',
      'users.last_name',
      'encounters.starts_at as session_starts_at',
      'encounters.ends_at as session_ends_at',
    ]);
}

type DeskRow = Awaited<ReturnType<ReturnType<typeof deskRequests>['executeTakeFirstOrThrow']>>;

const toDeskRequest = (row: DeskRow): DeskTimeRequest => ({
  ...toTimeRequest(row),
  patient: { id: row.patient_id, name: `${row.given_name} ${row.family_name}` },
  clinician: { id: row.clinician_id, name: `${row.first_name} ${row.last_name}` },
  sessionStartsAt: row.session_starts_at.toISOString(),
  sessionEndsAt: row.session_ends_at.toISOString(),
});

/**
 * Pending requests whose session or asked time starts in [from, to), asked time order; only the
 * sessions of `clinicianId` when given (a clinician who is not front desk).
 */
export async function pendingRequestsIn(
  clinic: TenantDb,
  window: { from: Date; to: Date; clinicianId?: string },
): Promise<DeskTimeRequest[]> {
  let query = deskRequests(clinic)
    .where('session_time_requests.status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('session_time_requests.starts_at', '>=', window.from),
          eb('session_time_requests.starts_at', '<', window.to),
        ]),
        eb.and([
          eb('encounters.starts_at', '>=', window.from),
          eb('encounters.starts_at', '<', window.to),
        ]),
      ]),
    );
  if (window.clinicianId) query = query.where('encounters.clinician_id', '=', window.clinicianId);
  const rows = await query
    .orderBy('session_time_requests.starts_at')
    .orderBy('session_time_requests.id')
    .limit(200)
    .execute();
  return rows.map(toDeskRequest);
}

/** One request, locked for its answer, or undefined (none in this clinic). */
export async function lockDeskRequest(
  clinic: TenantDb,
  id: string,
): Promise<DeskTimeRequest | undefined> {
  const row = await deskRequests(clinic)
    .where('session_time_requests.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ? toDeskRequest(row) : undefined;
}
