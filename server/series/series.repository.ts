import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import type { Series } from '../../common/contracts/series.contract.ts';
import { textOfMinute } from '../../common/time/availability-intervals.ts';
import { calendarDayAt, formatIsoDate } from '../../common/time/zoned-time.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { selectEncounters, toEncounter } from '../encounters/encounters.repository.ts';

/** A series of this clinic: whose it is; null for none or another clinic's. */
export async function findSeries(
  clinic: TenantDb,
  id: string,
): Promise<{ id: string; patientId: string; clinicianId: string } | null> {
  const row = await clinic
    .selectFrom('series')
    .select(['id', 'patient_id', 'clinician_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, patientId: row.patient_id, clinicianId: row.clinician_id } : null;
}

/** A planned occurrence and its date on the clinic's calendar. */
export interface FollowingOccurrence {
  encounter: Encounter;
  date: string;
}

/**
 * The series' planned sessions on or after `fromDate` (the clinic's calendar), their rows locked
 * until the transaction ends, in time order. The past and every session that is no longer planned
 * (checked in, under way, finished, cancelled, missed) are left out, so nothing changes them.
 */
export async function lockFollowing(
  tx: TenantDb,
  seriesId: string,
  fromDate: string,
): Promise<{ timeZone: string; occurrences: FollowingOccurrence[] }> {
  const { timeZone } = await readClinic(tx);
  const ids = await tx
    .selectFrom('encounters')
    .select('id')
    .where('series_id', '=', seriesId)
    .where('status', '=', 'planned')
    .orderBy('starts_at')
    .forUpdate()
    .execute();
  if (ids.length === 0) return { timeZone, occurrences: [] };
  const rows = await selectEncounters(tx)
    .where(
      'encounters.id',
      'in',
      ids.map((row) => row.id),
    )
    .orderBy('encounters.starts_at')
    .execute();
  const occurrences = rows
    .map(toEncounter)
    .map((encounter) => ({
      encounter,
      date: formatIsoDate(calendarDayAt(new Date(encounter.startsAt), timeZone)),
    }))
    .filter((o) => o.date >= fromDate);
  return { timeZone, occurrences };
}

/** The sessions again after a change, in time order. */
export async function readSessions(tx: TenantDb, ids: readonly string[]): Promise<Encounter[]> {
  if (ids.length === 0) return [];
  const rows = await selectEncounters(tx)
    .where('encounters.id', 'in', [...ids])
    .orderBy('encounters.starts_at')
    .execute();
  return rows.map(toEncounter);
}

/** A series' rule and every session of it in time order, whatever their status; null for none. */
export async function readSeriesDetail(
  clinic: TenantDb,
  id: string,
): Promise<{ series: Series; encounters: Encounter[] } | null> {
  const row = await clinic.selectFrom('series').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const rows = await selectEncounters(clinic)
    .where('encounters.series_id', '=', id)
    .orderBy('encounters.starts_at')
    .execute();
  return {
    series: {
      id: row.id,
      patientId: row.patient_id,
      clinicianId: row.clinician_id,
      frequency: row.frequency,
      firstDate: row.first_date,
      startTime: textOfMinute(row.start_minute),
      minutes: row.minutes,
      count: row.count,
      until: row.until,
      timeZone: row.time_zone,
    },
    encounters: rows.map(toEncounter),
  };
}
