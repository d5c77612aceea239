import type { AppContext } from '../context.ts';
import { tenantDb, type TenantDb } from '../db/tenant-db.ts';

/**
 * Whose calendar feed a secret opens, asked before any clinic is known (as an invitation's
 * token is, `invitation-identity.ts`): the clinic and the member whose feed's token hashes to
 * `tokenHash`, while that member is still active. Nothing when no feed carries it.
 */
export async function feedOwnerOf(
  ctx: AppContext,
  tokenHash: string,
): Promise<{ clinic: TenantDb; memberId: string } | undefined> {
  const row = await ctx.db
    .selectFrom('calendar_feeds')
    .innerJoin('users', (join) =>
      join
        .onRef('users.tenant_id', '=', 'calendar_feeds.tenant_id')
        .onRef('users.id', '=', 'calendar_feeds.member_id'),
    )
    .select(['calendar_feeds.tenant_id', 'calendar_feeds.member_id'])
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .where('users.active', '=', true)
    .executeTakeFirst();
  return row ? { clinic: tenantDb(ctx.db, row.tenant_id), memberId: row.member_id } : undefined;
}
