import { randomUUID } from 'node:crypto';
import type { PortalAccess } from '../../common/contracts/portal.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { invitationExpiry } from '../clinic/invitations.repository.ts';
import { appendConsent } from './consents.repository.ts';
import { updateRecord } from './record-access.repository.ts';

/**
 * A patient's portal access, from the chart's side (issue 36): its state, the invitation (which
 * records the patient's consent to portal use) and the revocation (which ends their sessions in
 * the same transaction). The clinic's view only: another clinic's patient is not there.
 */

export async function readPortalAccess(clinic: TenantDb, patientId: string): Promise<PortalAccess> {
  const account = await clinic
    .selectFrom('portal_accounts')
    .select(['id', 'email', 'status'])
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
  if (!account) return { status: 'none', email: null, invitationExpiresAt: null };
  const invitation =
    account.status === 'invited'
      ? await clinic
          .selectFrom('portal_invitations')
          .select('expires_at')
          .where('account_id', '=', account.id)
          .where('used_at', 'is', null)
          .orderBy('expires_at', 'desc')
          .executeTakeFirst()
      : undefined;
  return {
    status: account.status,
    email: account.email,
    invitationExpiresAt: invitation ? new Date(invitation.expires_at).toISOString() : null,
  };
}

export interface PortalInvitation {
  patientId: string;
  email: string;
  invitedBy: string;
  tokenHash: string;
  /** The clinic's date today: the consent's effective date. */
  today: string;
  now: Date;
}

/**
 * Invites the patient (or again, after a revocation or an unused link): the account is invited
 * with this e-mail, every earlier link stops working, the new link's hash is stored and the
 * patient's consent to portal use is recorded, all in one transaction on the record's trail.
 * An active account is left as is ('already-active').
 */
export async function invitePatient(
  clinic: TenantDb,
  invitation: PortalInvitation,
): Promise<'invited' | 'already-active'> {
  const { patientId, email, invitedBy, tokenHash, today, now } = invitation;
  return updateRecord(clinic, { userId: invitedBy, patientId, at: now }, async (tx) => {
    const existing = await tx
      .selectFrom('portal_accounts')
      .select(['id', 'status'])
      .where('patient_id', '=', patientId)
      .executeTakeFirst();
    if (existing?.status === 'active') return 'already-active';
    const accountId = existing?.id ?? randomUUID();
    if (existing) {
      await tx
        .updateTable('portal_accounts')
        .set({ email, status: 'invited', password_hash: null, invited_by: invitedBy })
        .where('id', '=', accountId)
        .execute();
      await spendOpenInvitations(tx, accountId, now);
    } else {
      await tx
        .insertInto('portal_accounts', {
          id: accountId,
          patient_id: patientId,
          email,
          password_hash: null,
          status: 'invited',
          invited_by: invitedBy,
          created_at: now,
          activated_at: null,
          revoked_at: null,
        })
        .execute();
    }
    await tx
      .insertInto('portal_invitations', {
        token_hash: tokenHash,
        account_id: accountId,
        created_at: now,
        expires_at: invitationExpiry(now),
        used_at: null,
      })
      .execute();
    await appendConsent(tx, {
      patientId,
      input: { kind: 'portal', status: 'granted', effectiveDate: today, note: '' },
      recordedBy: invitedBy,
      now,
    });
    return 'invited';
  });
}

/**
 * Revokes the patient's portal access: the account is revoked, its sessions end and its unused
 * links stop working, in one transaction. False when there was nothing to revoke.
 */
export async function revokePortalAccess(
  clinic: TenantDb,
  by: { patientId: string; userId: string; now: Date },
): Promise<boolean> {
  const { patientId, userId, now } = by;
  return updateRecord(clinic, { userId, patientId, at: now }, async (tx) => {
    const account = await tx
      .updateTable('portal_accounts')
      .set({ status: 'revoked', revoked_at: now })
      .where('patient_id', '=', patientId)
      .where('status', '!=', 'revoked')
      .returning('id')
      .executeTakeFirst();
    if (!account) return false;
    await tx
      .updateTable('portal_sessions')
      .set({ revoked_at: now, revoked_reason: 'portal-revoked' })
      .where('account_id', '=', account.id)
      .where('revoked_at', 'is', null)
      .execute();
    await spendOpenInvitations(tx, account.id, now);
    return true;
  });
}

async function spendOpenInvitations(tx: TenantDb, accountId: string, now: Date) {
  await tx
    .updateTable('portal_invitations')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}
