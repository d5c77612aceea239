import {
  MAX_ENCOUNTER_MINUTES,
  type Encounter,
  type EncounterAction,
  type EncounterStatus,
} from '../../common/contracts/encounters.contract.ts';
import type { EncounterTable } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { sessionSeenBy, type Viewer } from './session-visibility.ts';

/** Statuses that hold the clinician's time: every other session blocks a double booking. */
export const FREEING_STATUSES: readonly EncounterStatus[] = ['cancelled', 'no-show'];

/** The joined row behind one `encounter` answer. */
interface EncounterRow {
  id: string;
  patient_id: string;
  patient_given: string;
  patient_family: string;
  patient_mrn: string;
  clinician_id: string;
  clinician_first: string;
  clinician_last: string;
  starts_at: Date;
  ends_at: Date;
  modality: EncounterTable['modality'];
  type: EncounterTable['type'];
  location: string | null;
  video_link: string | null;
  status: EncounterStatus;
  status_reason: string | null;
  arrived_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  series_id: string | null;
}

/**
 * The earliest a session that overlaps a window beginning at `from` can start. No session lasts
 * longer than MAX_ENCOUNTER_MINUTES (booking, moving and series all refuse more), so a read of a
 * window bounds the start from below as well: the time indexes then read the window's rows, not
 * every earlier session only to drop it by its end (issue 32: the whole clinic's week went from
 * ≈ 200 ms to a few ms at three years of sessions, docs/performance.md).
 */
export const earliestStartOverlapping = (from: Date): Date =>
  new Date(from.getTime() - MAX_ENCOUNTER_MINUTES * 60_000);

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toEncounter(row: EncounterRow): Encounter {
  return {
    id: row.id,
    patient: {
      id: row.patient_id,
      name: `${row.patient_given} ${row.patient_family}`,
      mrn: row.patient_mrn,
    },
    clinician: { id: row.clinician_id, name: `${row.clinician_first} ${row.clinician_last}` },
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    modality: row.modality,
    type: row.type,
    location: row.location,
    videoLink: row.video_link,
    status: row.status,
    statusReason: row.status_reason,
    arrivedAt: iso(row.arrived_at),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    ...(row.series_id ? { seriesId: row.series_id } : {}),
  };
}

/**
 * Sessions joined to their patient and their clinician (both of the same clinic), nothing
 * selected yet: the sessions API, the calendar and the reminders each pick their columns.
 */
export function encountersWithPeople(clinic: TenantDb) {
  return clinic
    .selectFrom('encounters')
    .innerJoin('patients', (join) =>
      join
        .onRef('patients.tenant_id', '=', 'encounters.tenant_id')
        .onRef('patients.id', '=', 'encounters.patient_id'),
    )
    .innerJoin('users', (join) =>
      join
        .onRef('users.tenant_id', '=', 'encounters.tenant_id')
        .onRef('users.id', '=', 'encounters.clinician_id'),
    );
}

/** Sessions joined to their patient's and clinician's names (both of the same clinic). */
export function selectEncounters(clinic: TenantDb) {
  return encountersWithPeople(clinic).select([
    'encounters.id',
    'encounters.patient_id',
    'patients.given_name as patient_given',
    'patients.family_name as patient_family',
    'patients.mrn as patient_mrn',
    'encounters.clinician_id',
    'users.first_name as clinician_first',
    'users.last_name as clinician_last',
    'encounters.starts_at',
    'encounters.ends_at',
    'encounters.modality',
    'encounters.type',
    'encounters.location',
    'encounters.video_link',
    'encounters.status',
    'encounters.status_reason',
    'encounters.arrived_at',
    'encounters.started_at',
    'encounters.finished_at',
    'encounters.series_id',
  ]);
}

/** One session the viewer may see, or null (none, another clinic's, or out of reach alike). */
export async function findEncounter(
  clinic: TenantDb,
  id: string,
  viewer: Viewer,
): Promise<Encounter | null> {
  const row = await selectEncounters(clinic)
    .where('encounters.id', '=', id)
    .where(sessionSeenBy(viewer))
    .executeTakeFirst();
  return row ? toEncounter(row) : null;
}

/** Locks one session's row for the rest of the transaction and reads its status. */
export async function lockEncounter(
  clinic: TenantDb,
  id: string,
): Promise<{ status: EncounterStatus } | undefined> {
  return clinic
    .selectFrom('encounters')
    .select('status')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Sets a session's status and the instant (or reason) that goes with it. */
export async function setStatus(
  clinic: TenantDb,
  id: string,
  change: {
    status: EncounterStatus;
    at: Date;
    reason?: string | undefined;
  },
): Promise<void> {
  const stamp =
    change.status === 'arrived'
      ? { arrived_at: change.at }
      : change.status === 'in-progress'
        ? { started_at: change.at }
        : change.status === 'finished'
          ? { finished_at: change.at }
          : { status_reason: change.reason ?? null };
  await clinic
    .updateTable('encounters')
    .set({ status: change.status, updated_at: change.at, ...stamp })
    .where('id', '=', id)
    .execute();
}

/** Keeps why a check-in, start or no-show was confirmed on another day than the session's. */
export async function recordOffDayStep(
  clinic: TenantDb,
  encounterId: string,
  action: EncounterAction,
  reason: string,
  by: { userId: string; at: Date },
): Promise<void> {
  if (action !== 'check-in' && action !== 'start' && action !== 'no-show') return;
  await clinic
    .insertInto('encounter_off_day_actions', {
      encounter_id: encounterId,
      action,
      reason,
      user_id: by.userId,
      at: by.at,
    })
    .execute();
}
