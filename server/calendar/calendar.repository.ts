import { sql } from 'kysely';
import {
  CALENDAR_SESSION_LIMIT,
  type CalendarSession,
} from '../../common/contracts/calendar.contract.ts';
import { isoInstantOf } from '../db/iso-instant.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import {
  earliestStartOverlapping,
  encountersWithPeople,
} from '../encounters/encounters.repository.ts';
import { sessionSeenBy, type Viewer } from '../encounters/session-visibility.ts';

export interface CalendarWindow {
  from: Date;
  to: Date;
  clinicianId?: string | undefined;
}

/**
 * The sessions overlapping [from, to), of one clinician or the whole clinic, in one query with
 * their patient's and clinician's names. A session `viewer` may not see (a colleague's, for a
 * clinician) comes as a busy block: the patient's columns are not even read (null).
 */
export async function calendarSessions(
  clinic: TenantDb,
  viewer: Viewer,
  window: CalendarWindow,
): Promise<{ sessions: CalendarSession[]; truncated: boolean }> {
  const rows = await calendarQuery(clinic, viewer, window).execute();
  const sessions = rows.slice(0, CALENDAR_SESSION_LIMIT).map((row): CalendarSession => ({
    id: row.id,
    clinician: { id: row.clinician_id, name: `${row.first_name} ${row.last_name}` },
    patient:
      row.patient_id && row.patient_name ? { id: row.patient_id, name: row.patient_name } : null,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    modality: row.modality,
    type: row.type,
  }));
  return { sessions, truncated: rows.length > CALENDAR_SESSION_LIMIT };
}

/** The calendar's query, not yet run (the bench explains it: scripts/bench-calendar-api.mjs). */
export function calendarQuery(clinic: TenantDb, viewer: Viewer, window: CalendarWindow) {
  const seen = sessionSeenBy(viewer);
  let query = encountersWithPeople(clinic)
    .select([
      'encounters.id',
      'encounters.clinician_id',
      'users.first_name',
      'users.last_name',
      isoInstantOf('encounters.starts_at').as('starts_at'),
      isoInstantOf('encounters.ends_at').as('ends_at'),
      'encounters.status',
      'encounters.modality',
      'encounters.type',
      sql<string | null>`case when ${seen} then encounters.patient_id end`.as('patient_id'),
      sql<
        string | null
      >`case when ${seen} then patients.given_name || ' ' || patients.family_name end`.as(
        'patient_name',
      ),
    ])
    .where('encounters.ends_at', '>', window.from)
    .where('encounters.starts_at', '>', earliestStartOverlapping(window.from))
    .where('encounters.starts_at', '<', window.to);
  if (window.clinicianId) query = query.where('encounters.clinician_id', '=', window.clinicianId);
  return query
    .orderBy('encounters.starts_at')
    .orderBy('encounters.id')
    .limit(CALENDAR_SESSION_LIMIT + 1);
}

/** Whether `id` is a member of the clinic (any role, active or not: past sessions stay shown). */
export async function isMember(clinic: TenantDb, id: string): Promise<boolean> {
  const row = await clinic.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
