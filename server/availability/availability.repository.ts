import { sql } from 'kysely';
import type { WeeklyInterval } from '../../common/time/availability-intervals.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/**
 * Working hours, dates off, opening hours and holidays of one clinic (migration 0023). A `PUT`
 * replaces a whole week and list in one transaction, so a reader never sees half of one.
 */

export interface ClinicianRef {
  id: string;
  name: string;
}

const toInterval = (row: { weekday: number; start_minute: number; end_minute: number }) => ({
  weekday: Number(row.weekday),
  startMinute: Number(row.start_minute),
  endMinute: Number(row.end_minute),
});

/** The clinic's active clinicians (one, when `only` is given), by name. */
export async function activeClinicians(clinic: TenantDb, only?: string): Promise<ClinicianRef[]> {
  let query = clinic
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('active', '=', true)
    .where(sql<boolean>`'clinician' = any(roles)`);
  if (only !== undefined) query = query.where('id', '=', only);
  const rows = await query.orderBy('last_name').orderBy('first_name').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}` }));
}

/** Each clinician's weekly working intervals, by clinician id (none set: absent). */
export async function weeksOf(
  clinic: TenantDb,
  clinicianIds: readonly string[],
): Promise<Map<string, WeeklyInterval[]>> {
  const weeks = new Map<string, WeeklyInterval[]>();
  if (clinicianIds.length === 0) return weeks;
  const rows = await clinic
    .selectFrom('working_hours')
    .select(['clinician_id', 'weekday', 'start_minute', 'end_minute'])
    .where('clinician_id', 'in', clinicianIds)
    .orderBy('weekday')
    .orderBy('start_minute')
    .execute();
  for (const row of rows) {
    weeks.set(row.clinician_id, [...(weeks.get(row.clinician_id) ?? []), toInterval(row)]);
  }
  return weeks;
}

/** Each clinician's dates off from `from` to `to` (inclusive, `YYYY-MM-DD`), or all of them. */
export async function datesOffOf(
  clinic: TenantDb,
  clinicianIds: readonly string[],
  range?: { from: string; to: string },
): Promise<Map<string, string[]>> {
  const dates = new Map<string, string[]>();
  if (clinicianIds.length === 0) return dates;
  let query = clinic
    .selectFrom('dates_off')
    .select(['clinician_id', 'date'])
    .where('clinician_id', 'in', clinicianIds);
  if (range) query = query.where('date', '>=', range.from).where('date', '<=', range.to);
  for (const row of await query.orderBy('date').execute()) {
    dates.set(row.clinician_id, [...(dates.get(row.clinician_id) ?? []), row.date]);
  }
  return dates;
}

/** Replaces a clinician's week and dates off. */
export async function replaceClinicianAvailability(
  clinic: TenantDb,
  clinicianId: string,
  week: readonly WeeklyInterval[],
  datesOff: readonly string[],
): Promise<void> {
  await clinic.transaction(async (tx) => {
    await tx.deleteFrom('working_hours').where('clinician_id', '=', clinicianId).execute();
    await tx.deleteFrom('dates_off').where('clinician_id', '=', clinicianId).execute();
    if (week.length > 0) {
      await tx
        .insertInto(
          'working_hours',
          week.map((w) => ({
            clinician_id: clinicianId,
            weekday: w.weekday,
            start_minute: w.startMinute,
            end_minute: w.endMinute,
          })),
        )
        .execute();
    }
    if (datesOff.length > 0) {
      await tx
        .insertInto(
          'dates_off',
          datesOff.map((date) => ({ clinician_id: clinicianId, date })),
        )
        .execute();
    }
  });
}

export interface StoredClinicHours {
  opening: WeeklyInterval[];
  holidays: { date: string; name: string }[];
}

/** The clinic's opening hours and its holidays (from `from` to `to` when given). */
export async function readClinicHours(
  clinic: TenantDb,
  range?: { from: string; to: string },
): Promise<StoredClinicHours> {
  const opening = await clinic
    .selectFrom('clinic_opening_hours')
    .select(['weekday', 'start_minute', 'end_minute'])
    .orderBy('weekday')
    .orderBy('start_minute')
    .execute();
  let holidays = clinic.selectFrom('clinic_holidays').select(['date', 'name']);
  if (range) holidays = holidays.where('date', '>=', range.from).where('date', '<=', range.to);
  return {
    opening: opening.map(toInterval),
    holidays: await holidays.orderBy('date').execute(),
  };
}

/** Replaces the clinic's opening hours and holidays. */
export async function replaceClinicHours(
  clinic: TenantDb,
  hours: StoredClinicHours,
): Promise<void> {
  await clinic.transaction(async (tx) => {
    await tx.deleteFrom('clinic_opening_hours').execute();
    await tx.deleteFrom('clinic_holidays').execute();
    if (hours.opening.length > 0) {
      await tx
        .insertInto(
          'clinic_opening_hours',
          hours.opening.map((w) => ({
            weekday: w.weekday,
            start_minute: w.startMinute,
            end_minute: w.endMinute,
          })),
        )
        .execute();
    }
    if (hours.holidays.length > 0) {
      await tx.insertInto('clinic_holidays', hours.holidays).execute();
    }
  });
}
