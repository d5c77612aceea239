import type { TenantDb } from '../db/tenant-db.ts';
import type { OrganizationRow, PractitionerRow } from './demographics.map.ts';

/**
 * The caller's clinic. `tenants` has no `tenant_id` (it IS the clinic), so TenantDb cannot start
 * a query there; the clinic's own members lead to it, and there is always one: the caller.
 */
export async function findOrganization(
  clinic: TenantDb,
): Promise<(OrganizationRow & { created_at: Date }) | null> {
  const row = await clinic
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select([
      'tenants.id',
      'tenants.name',
      'tenants.phone',
      'tenants.address',
      'tenants.created_at',
    ])
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export async function findPractitioners(
  clinic: TenantDb,
  ids: readonly string[],
): Promise<(PractitionerRow & { created_at: Date })[]> {
  if (ids.length === 0) return [];
  return clinic
    .selectFrom('users')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'active',
      'credentials',
      'licence_number',
      'created_at',
    ])
    .where('id', 'in', [...new Set(ids)])
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}
