import type { AppContext } from '../context.ts';
import { tenantDb, type TenantDb } from '../db/tenant-db.ts';

/**
 * The identity questions an invitation asks before any clinic is known (like sign-in's e-mail
 * look-up, so they live here and not in a domain folder): whether an e-mail already belongs to
 * an account in any clinic (e-mails are unique across clinics), and which clinic issued the
 * invitation a token belongs to. Everything after that goes through that clinic's TenantDb.
 */

/** Whether any clinic already has an account with this (normalised) e-mail. */
export async function isEmailRegistered(ctx: AppContext, email: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The clinic that issued the invitation whose token hashes to `tokenHash`, as that clinic's
 * scope; none when no invitation carries it (whatever its state: the caller decides).
 */
export async function clinicOfInvitation(
  ctx: AppContext,
  tokenHash: string,
): Promise<TenantDb | undefined> {
  const row = await ctx.db
    .selectFrom('invitations')
    .select('tenant_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? tenantDb(ctx.db, row.tenant_id) : undefined;
}
