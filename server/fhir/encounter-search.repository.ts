import { sql } from 'kysely';
import type { TenantDb } from '../db/tenant-db.ts';
import { sessionSeenBy, type Viewer } from '../encounters/session-visibility.ts';
import type { EncounterRow } from './clinical.map.ts';
import { withinBoundsSql } from './date-bounds.sql.ts';
import type { DateBound } from './fhir-dates.ts';
import type { Page } from './fhir-search.ts';

const ENCOUNTER_COLUMNS = [
  'id',
  'patient_id',
  'clinician_id',
  'starts_at',
  'ends_at',
  'modality',
  'type',
  'location',
  'video_link',
  'status',
  'status_reason',
  'arrived_at',
  'started_at',
  'finished_at',
  'booked_by',
  'created_at',
  'updated_at',
] as const;

/** One session `viewer` may see (the sessions API's rule), or null. */
export async function findEncounter(
  clinic: TenantDb,
  id: string,
  viewer: Viewer,
): Promise<EncounterRow | null> {
  const row = await clinic
    .selectFrom('encounters')
    .select(ENCOUNTER_COLUMNS)
    .where('id', '=', id)
    .where(sessionSeenBy(viewer))
    .executeTakeFirst();
  return row ?? null;
}

export interface EncounterFilter {
  patientId?: string | undefined;
  ids?: readonly string[] | undefined;
  /** On the session's start. */
  date?: readonly DateBound[] | undefined;
  lastUpdated?: readonly DateBound[] | undefined;
}

/**
 * The sessions `viewer` may see (the sessions API's rule) that match the filter, in time order
 * (or latest first); and how many there are.
 */
export async function listEncounters(
  clinic: TenantDb,
  viewer: Viewer,
  filter: EncounterFilter,
  page?: Page & {
    sort?: readonly { name: 'date' | '_lastUpdated' | '_id'; descending: boolean }[];
  },
): Promise<{ total: number; rows: EncounterRow[] }> {
  const base = () => {
    let query = clinic.selectFrom('encounters').where(sessionSeenBy(viewer));
    if (filter.patientId !== undefined) query = query.where('patient_id', '=', filter.patientId);
    if (filter.ids) query = query.where('id', 'in', filter.ids.length ? [...filter.ids] : ['']);
    if (filter.date?.length) query = query.where(withinBoundsSql('starts_at', filter.date));
    if (filter.lastUpdated?.length) {
      query = query.where(withinBoundsSql('updated_at', filter.lastUpdated));
    }
    return query;
  };
  const counted = await base()
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  let query = base().select(ENCOUNTER_COLUMNS);
  const columns = { date: 'starts_at', _lastUpdated: 'updated_at', _id: 'id' } as const;
  for (const key of page?.sort ?? []) {
    query = query.orderBy(columns[key.name], key.descending ? 'desc' : 'asc');
  }
  query = query.orderBy('starts_at').orderBy('id');
  if (page) query = query.limit(page.count).offset(page.offset);
  return { total: Number(counted.total), rows: await query.execute() };
}
