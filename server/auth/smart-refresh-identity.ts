import type { AppContext } from '../context.ts';
import { tenantDb } from '../db/tenant-db.ts';
import { isIdle } from './sessions.ts';

/**
 * A SMART refresh token, looked up before any clinic is known (the token endpoint names none):
 * the grant it belongs to, whether that grant may still be refreshed, and the token spent once.
 * Rules in docs/decisions.md, "c34-refresh".
 */
export async function findRefreshToken(ctx: AppContext, tokenHash: string) {
  const row = await ctx.db
    .selectFrom('smart_refresh_tokens')
    .innerJoin('smart_grants', (join) =>
      join
        .onRef('smart_grants.tenant_id', '=', 'smart_refresh_tokens.tenant_id')
        .onRef('smart_grants.id', '=', 'smart_refresh_tokens.grant_id'),
    )
    // The holder: a member, or a portal patient whose own app it is (issue 36).
    .leftJoin('users', (join) =>
      join
        .onRef('users.tenant_id', '=', 'smart_grants.tenant_id')
        .onRef('users.id', '=', 'smart_grants.user_id'),
    )
    .leftJoin('portal_accounts', (join) =>
      join
        .onRef('portal_accounts.tenant_id', '=', 'smart_grants.tenant_id')
        .onRef('portal_accounts.id', '=', 'smart_grants.portal_account_id'),
    )
    .leftJoin('sessions', (join) =>
      join
        .onRef('sessions.tenant_id', '=', 'smart_grants.tenant_id')
        .onRef('sessions.id', '=', 'smart_grants.session_id'),
    )
    .select([
      'smart_refresh_tokens.tenant_id',
      'smart_refresh_tokens.expires_at',
      'smart_refresh_tokens.used_at',
      'smart_grants.id as grant_id',
      'smart_grants.client_id',
      'smart_grants.user_id',
      'smart_grants.portal_account_id',
      'smart_grants.patient_id',
      'smart_grants.scopes',
      'smart_grants.revoked_at as grant_revoked_at',
      'users.active as member_active',
      'portal_accounts.status as account_status',
      'sessions.revoked_at as session_revoked_at',
      'sessions.absolute_expires_at as session_expires_at',
      'sessions.last_activity_at as session_last_activity_at',
    ])
    .where('smart_refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { member_active, account_status, ...found } = row;
  // Whoever approved still has access: an active member, or an active portal account.
  const holderActive =
    found.user_id !== null ? member_active === true : account_status === 'active';
  return { ...found, holderActive, clinic: tenantDb(ctx.db, row.tenant_id) };
}

export type FoundRefreshToken = NonNullable<Awaited<ReturnType<typeof findRefreshToken>>>;

/** Whether the Praxis session an `online_access` grant was approved in still lives. */
export function sessionLives(ctx: AppContext, token: FoundRefreshToken): boolean {
  const at = ctx.clock();
  return (
    token.session_revoked_at === null &&
    token.session_expires_at !== null &&
    token.session_last_activity_at !== null &&
    new Date(token.session_expires_at).getTime() > at.getTime() &&
    !isIdle(ctx, { last_activity_at: token.session_last_activity_at })
  );
}
