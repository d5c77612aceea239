import { sql } from 'kysely';
import {
  clinicalRolesGained,
  type Member,
  type MemberUpdate,
} from '../../common/contracts/clinic.contract.ts';
import { recordAuditEvents } from '../audit/audit.repository.ts';
import { memberRolesOf } from '../auth/sessions.ts';
import { updatedWhenChanged } from '../fhir/updated-when-changed.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { endBreakGlassIfOver, openGrant } from './role-grants.repository.ts';

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

/** One member of the clinic, or undefined. */
export async function findMember(clinic: TenantDb, id: string): Promise<Member | undefined> {
  const row = await clinic
    .selectFrom('users')
    .select(MEMBER_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toMember(row);
}

export type MemberChange =
  | { outcome: 'changed'; member: Member; deactivated: boolean; grantId?: string }
  | { outcome: 'not-found' }
  | { outcome: 'last-owner' }
  | { outcome: 'grant-open' };

/** Whether a member counts as one of the clinic's owners: active and holding the owner role. */
const isActiveOwner = (m: { active: boolean; roles: readonly string[] }) =>
  m.active && m.roles.includes('owner');

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

const membership = (active: boolean) => [active ? 'active' : 'inactive'];

/** Who makes a change, and when (the audit's "who"). */
export interface ChangedBy {
  userId: string;
  at: Date;
}

/**
 * Changes a member's roles, credentials, licence number or active state. The clinic's active
 * owners are locked first (in one transaction), so two owners taking the role from each other
 * at once cannot leave the clinic with none: the change that would remove the last active
 * owner is refused ('last-owner'). `deactivated` says the member was active and is no longer.
 *
 * A role change and a membership change are audit events (who, whom, before → after). A member
 * giving themselves a clinical role does not get it here: with another active owner, the roles
 * wait as a pending request for that owner (`grantId`; the rest of the change applies); alone,
 * they take effect at once as break-glass (`grantId`), shown to every member until the role is
 * taken away. An open request of theirs already waiting refuses a second ('grant-open').
 */
export async function changeMember(
  clinic: TenantDb,
  memberId: string,
  change: MemberUpdate,
  by: ChangedBy,
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
    const asked = change.roles ?? current.roles;
    const selfGrant =
      by.userId === memberId && clinicalRolesGained(current.roles, asked).length > 0;
    const kind = owners.some((owner) => owner.id !== memberId)
      ? ('approval' as const)
      : ('break-glass' as const);
    const roles = selfGrant && kind === 'approval' ? current.roles : asked;
    const next = { active: change.active ?? current.active, roles };
    if (isActiveOwner(current) && !isActiveOwner(next) && owners.length <= 1) {
      return { outcome: 'last-owner' };
    }
    let grantId: string | undefined;
    if (selfGrant) {
      const grant = { memberId, kind, rolesBefore: current.roles, rolesAfter: asked, at: by.at };
      grantId = await openGrant(tx, grant);
      if (!grantId) return { outcome: 'grant-open' };
    }
    const row = await tx
      .updateTable('users')
      .set(() => {
        // What the member's FHIR Practitioner shows; roles are not among it.
        const shown = {
          active: next.active,
          ...(change.credentials !== undefined && { credentials: change.credentials || null }),
          ...(change.licenceNumber !== undefined && {
            licence_number: change.licenceNumber || null,
          }),
        };
        const updatedAt = updatedWhenChanged(by.at, shown);
        return { roles: next.roles, ...shown, ...(updatedAt && { updated_at: updatedAt }) };
      })
      .where('id', '=', memberId)
      .returning(MEMBER_COLUMNS)
      .executeTakeFirstOrThrow();
    const audit = { at: by.at, userId: by.userId };
    if (!sameRoles(current.roles, row.roles)) {
      const roleChange = { subjectId: memberId, before: current.roles, after: row.roles };
      await recordAuditEvents(tx, [{ ...audit, type: 'member-roles-change', change: roleChange }]);
    }
    if (current.active !== row.active) {
      const before = membership(current.active);
      const after = membership(row.active);
      await recordAuditEvents(tx, [
        { ...audit, type: 'membership-change', change: { subjectId: memberId, before, after } },
      ]);
    }
    const member = toMember(row);
    await endBreakGlassIfOver(tx, member, by);
    return {
      outcome: 'changed',
      member,
      deactivated: current.active && !row.active,
      ...(grantId && { grantId }),
    };
  });
}
