import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import {
  clinicalRolesGained,
  type MemberRole,
  type RoleGrant,
} from '../../common/contracts/clinic.contract.ts';
import { recordAuditEvents } from '../audit/audit.repository.ts';
import { memberRolesOf } from '../auth/sessions.ts';
import type { RoleGrantTable } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';

type GrantRow = Omit<Selectable<RoleGrantTable>, 'tenant_id'>;

const GRANT_COLUMNS = [
  'role_grants.id',
  'role_grants.member_id',
  'role_grants.kind',
  'role_grants.status',
  'role_grants.roles_before',
  'role_grants.roles_after',
  'role_grants.requested_at',
  'role_grants.decided_by',
  'role_grants.decided_at',
  'role_grants.ended_at',
] as const;

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function toGrant(row: GrantRow & { first_name: string; last_name: string }): RoleGrant {
  return {
    id: row.id,
    memberId: row.member_id,
    memberName: `${row.first_name} ${row.last_name}`.trim(),
    kind: row.kind,
    status: row.status,
    rolesBefore: memberRolesOf(row.roles_before),
    rolesAfter: memberRolesOf(row.roles_after),
    requestedAt: new Date(row.requested_at).toISOString(),
    decidedBy: row.decided_by,
    decidedAt: iso(row.decided_at),
    endedAt: iso(row.ended_at),
  };
}

/** The clinical roles `after` has that `before` has not (what a self-grant would give). */
function grantsWithNames(clinic: TenantDb) {
  return clinic
    .selectFrom('role_grants')
    .innerJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'role_grants.member_id')
        .onRef('users.tenant_id', '=', 'role_grants.tenant_id'),
    )
    .select([...GRANT_COLUMNS, 'users.first_name', 'users.last_name']);
}

export async function findGrant(clinic: TenantDb, id: string): Promise<RoleGrant | undefined> {
  const row = await grantsWithNames(clinic).where('role_grants.id', '=', id).executeTakeFirst();
  return row && toGrant(row);
}

/**
 * The open grants, oldest first: break-glass in force, and (`withPending`, for owners) the
 * requests waiting for a second owner.
 */
export async function listOpenGrants(clinic: TenantDb, withPending: boolean): Promise<RoleGrant[]> {
  const statuses: RoleGrantTable['status'][] = withPending ? ['in-force', 'pending'] : ['in-force'];
  const rows = await grantsWithNames(clinic)
    .where('role_grants.status', 'in', statuses)
    .orderBy('role_grants.requested_at')
    .orderBy('role_grants.id')
    .execute();
  return rows.map(toGrant);
}

/** Whether the member is under break-glass now (their reads are marked on the access trail). */
export async function isUnderBreakGlass(clinic: TenantDb, memberId: string): Promise<boolean> {
  const row = await clinic
    .selectFrom('role_grants')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'in-force')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a request (pending) or a break-glass (in force); undefined if one is already open. */
export async function openGrant(
  tx: TenantDb,
  grant: {
    memberId: string;
    kind: RoleGrantTable['kind'];
    rolesBefore: readonly string[];
    rolesAfter: readonly string[];
    at: Date;
  },
): Promise<string | undefined> {
  const id = randomUUID();
  const inserted = await tx
    .insertInto('role_grants', {
      id,
      member_id: grant.memberId,
      kind: grant.kind,
      status: grant.kind === 'approval' ? 'pending' : 'in-force',
      roles_before: [...grant.rolesBefore],
      roles_after: [...grant.rolesAfter],
      requested_at: grant.at,
      decided_by: null,
      decided_at: null,
      ended_at: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'member_id'])
        .where(sql<boolean>`status IN ('pending', 'in-force')`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  await recordAuditEvents(tx, [
    {
      type: grant.kind === 'approval' ? 'role-grant-request' : 'break-glass-start',
      at: grant.at,
      userId: grant.memberId,
      change: { subjectId: grant.memberId, before: grant.rolesBefore, after: grant.rolesAfter },
    },
  ]);
  return id;
}

/** The pending request `id`, locked for a decision; undefined when it is not pending. */
export async function lockPendingGrant(tx: TenantDb, id: string) {
  return tx
    .selectFrom('role_grants')
    .select(['id', 'member_id', 'roles_before', 'roles_after'])
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

/** Closes a pending request as approved, declined or withdrawn by `by`, and audits it. */
export async function decideGrant(
  tx: TenantDb,
  grant: { id: string; member_id: string; roles_before: string[]; roles_after: string[] },
  decision: { status: 'approved' | 'declined' | 'withdrawn'; by: string; at: Date },
): Promise<void> {
  await tx
    .updateTable('role_grants')
    .set({ status: decision.status, decided_by: decision.by, decided_at: decision.at })
    .where('id', '=', grant.id)
    .execute();
  const type = {
    approved: 'role-grant-approval',
    declined: 'role-grant-decline',
    withdrawn: 'role-grant-withdrawal',
  } as const;
  await recordAuditEvents(tx, [
    {
      type: type[decision.status],
      at: decision.at,
      userId: decision.by,
      change: { subjectId: grant.member_id, before: grant.roles_before, after: grant.roles_after },
    },
  ]);
}

/**
 * Ends the member's break-glass once they no longer hold the clinical role it gave them (or are
 * no longer active): recorded as `break-glass-end` by whoever made that change.
 */
export async function endBreakGlassIfOver(
  tx: TenantDb,
  member: { id: string; roles: readonly MemberRole[]; active: boolean },
  by: { userId: string; at: Date },
): Promise<void> {
  const open = await tx
    .selectFrom('role_grants')
    .select(['id', 'roles_before', 'roles_after'])
    .where('member_id', '=', member.id)
    .where('status', '=', 'in-force')
    .executeTakeFirst();
  if (!open) return;
  const stillHeld = clinicalRolesGained(open.roles_before, open.roles_after).some((role) =>
    member.roles.includes(role),
  );
  if (member.active && stillHeld) return;
  await tx
    .updateTable('role_grants')
    .set({ status: 'ended', ended_at: by.at })
    .where('id', '=', open.id)
    .execute();
  await recordAuditEvents(tx, [
    {
      type: 'break-glass-end',
      at: by.at,
      userId: by.userId,
      change: { subjectId: member.id, before: open.roles_after, after: [...member.roles] },
    },
  ]);
}
