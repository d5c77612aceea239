import { sql } from 'kysely';
import type { TenantDb } from '../db/tenant-db.ts';
import type { OrganizationRow, PractitionerRow } from './demographics.map.ts';

/**
 * The caller's clinic. `tenants` has no `tenant_id` (it IS the clinic), so TenantDb cannot start
 * a query there; the clinic's own members lead to it, and there is always one: the caller.
 */
export async function findOrganization(
  clinic: TenantDb,
): Promise<(OrganizationRow & { updated_at: Date }) | null> {
  const row = await clinic
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select([
      'tenants.id',
      'tenants.name',
      'tenants.phone',
      'tenants.address',
      // Null until what the Organization shows first changed (migration 0033).
      sql<Date>`coalesce(tenants.updated_at, tenants.created_at)`.as('updated_at'),
    ])
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export async function findPractitioners(
  clinic: TenantDb,
  ids: readonly string[],
): Promise<(PractitionerRow & { updated_at: Date })[]> {
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
      // Null until what the Practitioner shows first changed (migration 0033).
      sql<Date>`coalesce(updated_at, created_at)`.as('updated_at'),
    ])
    .where('id', 'in', [...new Set(ids)])
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}
