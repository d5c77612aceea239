import { sql } from 'kysely';
import type { Member, MemberUpdate } from '../../common/contracts/clinic.contract.ts';
import { memberRolesOf } from '../auth/sessions.ts';
import type { TenantDb } from '../db/tenant-db.ts';

const MEMBER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'roles',
  'active',
  'credentials',
  'licence_number',
] as const;

interface MemberRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  active: boolean;
  credentials: string | null;
  licence_number: string | null;
}

function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`.trim(),
    roles: memberRolesOf(row.roles),
    active: row.active,
    credentials: row.credentials,
    licenceNumber: row.licence_number,
  };
}

/** Every member of the clinic, active or not, by last name. */
export async function listMembers(clinic: TenantDb): Promise<Member[]> {
  const rows = await clinic
    .selectFrom('users')
    .select(MEMBER_COLUMNS)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  return rows.map(toMember);
}

export type MemberChange =
  | { outcome: 'changed'; member: Member; deactivated: boolean }
  | { outcome: 'not-found' }
  | { outcome: 'last-owner' };

/** Whether a member counts as one of the clinic's owners: active and holding the owner role. */
const isActiveOwner = (m: { active: boolean; roles: readonly string[] }) =>
  m.active && m.roles.includes('owner');

/**
 * Changes a member's roles, credentials, licence number or active state. The clinic's active
 * owners are locked first (in one transaction), so two owners taking the role from each other
 * at once cannot leave the clinic with none: the change that would remove the last active
 * owner is refused ('last-owner'). `deactivated` says the member was active and is no longer.
 */
export async function changeMember(
  clinic: TenantDb,
  memberId: string,
  change: MemberUpdate,
): Promise<MemberChange> {
  return clinic.transaction(async (tx) => {
    const owners = await tx
      .selectFrom('users')
      .select('id')
      .where('active', '=', true)
      .where(sql<boolean>`'owner' = any(roles)`)
      .orderBy('id')
      .forUpdate()
      .execute();
    const current = await tx
      .selectFrom('users')
      .select(MEMBER_COLUMNS)
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return { outcome: 'not-found' };
    const next = { active: change.active ?? current.active, roles: change.roles ?? current.roles };
    if (isActiveOwner(current) && !isActiveOwner(next) && owners.length <= 1) {
      return { outcome: 'last-owner' };
    }
    const row = await tx
      .updateTable('users')
      .set({
        roles: next.roles,
        active: next.active,
        ...(change.credentials !== undefined && { credentials: change.credentials || null }),
        ...(change.licenceNumber !== undefined && {
          licence_number: change.licenceNumber || null,
        }),
      })
      .where('id', '=', memberId)
      .returning(MEMBER_COLUMNS)
      .executeTakeFirstOrThrow();
    return {
      outcome: 'changed',
      member: toMember(row),
      deactivated: current.active && !row.active,
    };
  });
}
