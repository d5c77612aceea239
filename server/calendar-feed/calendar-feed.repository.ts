import type { TenantDb } from '../db/tenant-db.ts';

/** When the member's feed was made; undefined without one. */
export async function feedCreatedAt(clinic: TenantDb, memberId: string): Promise<Date | undefined> {
  const row = await clinic
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.created_at;
}

/** Gives the member a feed with this token's hash; an earlier feed's address stops working. */
export async function replaceFeed(
  clinic: TenantDb,
  feed: { memberId: string; tokenHash: string; at: Date },
): Promise<void> {
  await clinic
    .insertInto('calendar_feeds', {
      member_id: feed.memberId,
      token_hash: feed.tokenHash,
      created_at: feed.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'member_id'])
        .doUpdateSet({ token_hash: feed.tokenHash, created_at: feed.at }),
    )
    .execute();
}

/** Revokes the member's feed; whether there was one. */
export async function revokeFeed(clinic: TenantDb, memberId: string): Promise<boolean> {
  const deleted = await clinic
    .deleteFrom('calendar_feeds')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
