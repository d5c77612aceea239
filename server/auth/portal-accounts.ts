import type { AppContext } from '../context.ts';
import { hashToken } from './secrets.ts';

/**
 * Identity look-ups of the portal that no one clinic's view can make (issue 36): whether an
 * e-mail already signs in to Praxis, and which clinic a set-password token belongs to.
 */

/**
 * Whether `email` already signs in: a member's (any clinic) or another patient's portal account
 * (any clinic). One e-mail is one sign-in (docs/decisions.md "c36-portal").
 */
export async function emailSignsInElsewhere(
  ctx: AppContext,
  email: string,
  patient: { tenantId: string; patientId: string },
): Promise<boolean> {
  const member = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (member) return true;
  const account = await ctx.db
    .selectFrom('portal_accounts')
    .select(['tenant_id', 'patient_id'])
    .where('email', '=', email)
    .executeTakeFirst();
  return Boolean(
    account && (account.tenant_id !== patient.tenantId || account.patient_id !== patient.patientId),
  );
}

/** The clinic of a portal invitation's token (by its hash), or null when none has it. */
export async function clinicOfPortalInvitation(
  ctx: AppContext,
  token: string,
): Promise<{ tenantId: string; tokenHash: string } | null> {
  const tokenHash = hashToken(token);
  const row = await ctx.db
    .selectFrom('portal_invitations')
    .select('tenant_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? { tenantId: row.tenant_id, tokenHash } : null;
}
