import { createHash, randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';

/**
 * How many invitation mails (invitations and resends) go out per clinic and per recipient address
 * within a sliding window (issue 31): a self-registered owner cannot flood an inbox or use the
 * server as a mail cannon. Each mail sent is a row (the address hashed), so the count holds across
 * restarts and instances, and the window runs on the server's clock.
 */
export type MailLimitVerdict =
  { allowed: true } | { allowed: false; retryAfterS: number; scope: 'clinic' | 'address' };

const addressHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** The wait until the window holds fewer than `limit` of these send times (newest first). */
function waitFor(sentAt: Date[], limit: number, windowMs: number, now: Date): number | undefined {
  if (sentAt.length < limit) return undefined;
  const leaving = sentAt[limit - 1];
  if (!leaving) return undefined;
  return Math.max(1, Math.ceil((new Date(leaving).getTime() + windowMs - now.getTime()) / 1000));
}

/** Whether one more invitation mail from `tenantId` to `email` may go out now. */
export async function checkInvitationMail(
  ctx: AppContext,
  tenantId: string,
  email: string,
): Promise<MailLimitVerdict> {
  const { perClinic, perAddress, windowMs } = ctx.config.invitationMailLimit;
  const now = ctx.clock();
  const since = new Date(now.getTime() - windowMs);
  const recent = (column: 'tenant_id' | 'address_hash', value: string, limit: number) =>
    ctx.db
      .selectFrom('mail_sends')
      .select('sent_at')
      .where(column, '=', value)
      .where('sent_at', '>', since)
      .orderBy('sent_at', 'desc')
      .limit(limit)
      .execute();
  const checks = [
    {
      scope: 'clinic' as const,
      rows: await recent('tenant_id', tenantId, perClinic),
      limit: perClinic,
    },
    {
      scope: 'address' as const,
      rows: await recent('address_hash', addressHash(email), perAddress),
      limit: perAddress,
    },
  ];
  let verdict: MailLimitVerdict = { allowed: true };
  for (const { scope, rows, limit } of checks) {
    const wait = waitFor(
      rows.map((r) => r.sent_at),
      limit,
      windowMs,
      now,
    );
    if (wait !== undefined && (verdict.allowed || wait > verdict.retryAfterS)) {
      verdict = { allowed: false, retryAfterS: wait, scope };
    }
  }
  return verdict;
}

/** Counts one invitation mail sent; rows past the window are pruned as it goes. */
export async function countInvitationMail(
  ctx: AppContext,
  tenantId: string,
  email: string,
): Promise<void> {
  const now = ctx.clock();
  await ctx.db
    .insertInto('mail_sends')
    .values({
      tenant_id: tenantId,
      id: randomUUID(),
      address_hash: addressHash(email),
      sent_at: now,
    })
    .execute();
  const expired = new Date(now.getTime() - ctx.config.invitationMailLimit.windowMs);
  await ctx.db.deleteFrom('mail_sends').where('sent_at', '<=', expired).execute();
}
