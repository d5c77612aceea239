import { randomUUID } from 'node:crypto';
import type { InvitationLookupResponse } from '../../common/contracts/clinic.contract.ts';
import { memberRolesOf } from '../auth/sessions.ts';
import { recordAuditEvents } from '../audit/audit.repository.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { clinicNameOf } from './clinic-profile.repository.ts';
import { notifyInvitationAccepted } from '../notifications/notify-events.ts';

/** What an invitee tells about themself when accepting (the e-mail is the invitation's). */
export interface Invitee {
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/** Who invites whom, if the invitation with this token hash still works at `now`. */
export async function lookUpInvitation(
  clinic: TenantDb,
  tokenHash: string,
  now: Date,
): Promise<InvitationLookupResponse | undefined> {
  const row = await clinic
    .selectFrom('invitations')
    .select(['email', 'roles'])
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    clinicName: await clinicNameOf(clinic),
    email: row.email,
    roles: memberRolesOf(row.roles),
  };
}

/**
 * Accepts the invitation: claims it (single use: only a pending one is claimed, so of two
 * accepts at once one wins), creates the member in the invitation's clinic with its roles and
 * records the sign-up and tells the member who invited (issue 30), all in one transaction. Undefined when the token no longer works. An
 * e-mail taken meanwhile fails on the unique key and leaves the invitation pending.
 */
export async function acceptInvitation(
  clinic: TenantDb,
  tokenHash: string,
  invitee: Invitee,
  now: Date,
) {
  const userId = randomUUID();
  return clinic.transaction(async (tx) => {
    const claimed = await tx
      .updateTable('invitations')
      .set({ accepted_at: now, accepted_user_id: userId })
      .where('token_hash', '=', tokenHash)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['email', 'roles', 'invited_by'])
      .executeTakeFirst();
    if (!claimed) return undefined;
    const user = await tx
      .insertInto('users', {
        id: userId,
        email: claimed.email,
        password_hash: invitee.passwordHash,
        first_name: invitee.firstName,
        last_name: invitee.lastName,
        created_at: now,
        roles: memberRolesOf(claimed.roles),
      })
      .returning(['id', 'tenant_id', 'email', 'first_name', 'last_name', 'roles'])
      .executeTakeFirstOrThrow();
    await recordAuditEvents(tx, [{ type: 'sign-up', at: now, userId }]);
    await notifyInvitationAccepted(tx, { invitedBy: claimed.invited_by, newMemberId: userId }, now);
    return user;
  });
}
