import type { TenantDb } from '../db/tenant-db.ts';

/**
 * The clinic's schedule version (migration 0044): a new one made by the database at every commit
 * that changes what the week calendar or a clinician's day reads. "none" for a clinic whose
 * schedule never changed since it opened (it has no row yet).
 */
export async function scheduleVersion(clinic: TenantDb): Promise<string> {
  const row = await clinic.selectFrom('schedule_versions').select('version').executeTakeFirst();
  return row?.version ?? 'none';
}
