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
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return now.toISOString().slice(0, 10);
  }
  const part = (type: string) => format.formatToParts(now).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
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
