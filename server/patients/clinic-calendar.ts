import { calendarDayAt, formatIsoDate } from '../../common/time/zoned-time.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError } from '../http/http-error.ts';

/** The clinic's IANA time zone (where its day begins), read through one of its patients. */
export async function clinicTimeZone(clinic: TenantDb, patientId: string): Promise<string> {
  const row = await clinic
    .selectFrom('patients')
    .innerJoin('tenants', 'tenants.id', 'patients.tenant_id')
    .select('tenants.time_zone')
    .where('patients.id', '=', patientId)
    .executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}

/** The calendar day (YYYY-MM-DD) it is at `now` in `timeZone` (UTC if the zone is unknown). */
export function dayIn(timeZone: string, now: Date): string {
  try {
    return formatIsoDate(calendarDayAt(now, timeZone));
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * Refuses (400, naming the field) a date of the patient's record that is after the clinic's today
 * or before the patient was born. ISO dates compare as text.
 */
export function requireDateInLife(
  field: string,
  date: string,
  bounds: { birthDate: string; today: string },
): void {
  if (date > bounds.today) {
    throw new HttpError(400, `Invalid request body: ${field}: Must not be in the future`);
  }
  if (date < bounds.birthDate) {
    throw new HttpError(
      400,
      `Invalid request body: ${field}: Must not be before the patient’s birth date`,
    );
  }
}

/** `requireDateInLife` for one patient of `clinic`, with the clinic's today at `now`. */
export async function requireDateInPatientLife(
  clinic: TenantDb,
  patient: { id: string; birthDate: string },
  field: string,
  date: string,
  now: Date,
): Promise<void> {
  const today = dayIn(await clinicTimeZone(clinic, patient.id), now);
  requireDateInLife(field, date, { birthDate: patient.birthDate, today });
}
