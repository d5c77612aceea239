import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { pageOfRows } from '../../common/contracts/paging.ts';
import {
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationInput,
  type InvitationStatus,
} from '../../common/contracts/clinic.contract.ts';
import { memberRolesOf } from '../auth/sessions.ts';
import { hashToken, newOpaqueToken } from '../auth/secrets.ts';
import type { InvitationTable } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an invitation issued (or renewed) at `now` stops working, by the server's clock. */
export const invitationExpiry = (now: Date) =>
  new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

type InvitationRow = Omit<Selectable<InvitationTable>, 'tenant_id' | 'token_hash'>;

/** Its state at `now`: accepted and revoked are final; a pending one past its expiry is expired. */
export function statusOf(
  row: Pick<InvitationRow, 'accepted_at' | 'revoked_at' | 'expires_at'>,
  now: Date,
): InvitationStatus {
  if (row.accepted_at) return 'accepted';
  if (row.revoked_at) return 'revoked';
  return new Date(row.expires_at) > now ? 'pending' : 'expired';
}

function toInvitation(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    roles: memberRolesOf(row.roles),
    status: statusOf(row, now),
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    invitedBy: row.invited_by,
  };
}

const INVITATION_COLUMNS = [
  'id',
  'email',
  'roles',
  'invited_by',
  'created_at',
  'expires_at',
  'accepted_at',
  'accepted_user_id',
  'revoked_at',
] as const;

/** Newest first. */
/**
 * A page of the clinic's invitations, newest first then by id (a total order: a page boundary
 * loses and repeats nothing), after the cursor's invitation (issue 31). A cursor that is not one
 * of this clinic's invitations is `null` (the route answers 400).
 */
export async function listInvitations(
  clinic: TenantDb,
  now: Date,
  page: { limit: number; cursor?: string | undefined },
): Promise<{ invitations: Invitation[]; nextCursor?: string } | null> {
  const { cursor } = page;
  if (
    cursor &&
    !(await clinic
      .selectFrom('invitations')
      .select('id')
      .where('id', '=', cursor)
      .executeTakeFirst())
  )
    return null;
  let query = clinic
    .selectFrom('invitations')
    .select(INVITATION_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(page.limit + 1);
  if (cursor) {
    // Compared in the database, not through a JS Date, which would drop the microseconds.
    query = query.where(
      sql<boolean>`exists (select 1 from invitations c
        where c.tenant_id = invitations.tenant_id and c.id = ${cursor}
        and (invitations.created_at < c.created_at
          or (invitations.created_at = c.created_at and invitations.id > c.id)))`,
    );
  }
  const { shown, nextCursor } = pageOfRows(await query.execute(), page.limit, (row) => row.id);
  const invitations = shown.map((row) => toInvitation(row, now));
  return nextCursor ? { invitations, nextCursor } : { invitations };
}

export async function findInvitation(
  clinic: TenantDb,
  id: string,
  now: Date,
): Promise<Invitation | undefined> {
  const row = await clinic
    .selectFrom('invitations')
    .select(INVITATION_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toInvitation(row, now);
}

/** An invitation that still works (neither accepted, revoked nor expired) is pending. */
export async function hasPendingInvitation(
  clinic: TenantDb,
  email: string,
  now: Date,
): Promise<boolean> {
  const row = await clinic
    .selectFrom('invitations')
    .select('id')
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** An issued invitation and its token: the token goes only into the mailed link. */
export interface Issued {
  invitation: Invitation;
  token: string;
}

/**
 * Issues an invitation unless the e-mail has one pending here (undefined then). The clinic's row
 * is locked first, so two owners inviting the same address at once cannot both succeed.
 */
export async function issueInvitation(
  clinic: TenantDb,
  input: InvitationInput & { invitedBy: string },
  now: Date,
): Promise<Issued | undefined> {
  const token = newOpaqueToken();
  const id = randomUUID();
  const issued = await clinic.transaction(async (tx) => {
    await tx.selectClinicRow().select('id').forUpdate().execute();
    if (await hasPendingInvitation(tx, input.email, now)) return false;
    await tx
      .insertInto('invitations', {
        id,
        email: input.email,
        roles: input.roles,
        token_hash: hashToken(token),
        invited_by: input.invitedBy,
        created_at: now,
        expires_at: invitationExpiry(now),
        accepted_at: null,
        accepted_user_id: null,
        revoked_at: null,
      })
      .execute();
    return true;
  });
  if (!issued) return undefined;
  const invitation = await findInvitation(clinic, id, now);
  return invitation && { invitation, token };
}

/** Revokes a pending or expired invitation (idempotent); an accepted one stays as it is. */
export async function revokeInvitation(clinic: TenantDb, id: string, now: Date) {
  await clinic
    .updateTable('invitations')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * A new token and a new expiry for an invitation that is neither accepted nor revoked: the old
 * link stops working, since only the new token's hash is kept. Undefined when it cannot renew.
 */
export async function renewInvitation(
  clinic: TenantDb,
  id: string,
  now: Date,
): Promise<Issued | undefined> {
  const token = newOpaqueToken();
  const renewed = await clinic
    .updateTable('invitations')
    .set({ token_hash: hashToken(token), expires_at: invitationExpiry(now) })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!renewed) return undefined;
  const invitation = await findInvitation(clinic, id, now);
  return invitation && { invitation, token };
}
