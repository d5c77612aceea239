import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEVICE_DRAFT_MAX_AGE_MS } from '../../common/contracts/draft-key.contract.ts';
import type { Database } from '../db/schema.ts';

/**
 * A member's device-draft keys (`draft_keys`, migration 0019): version 1 is made on first use;
 * each password change or reset adds the next (`rotateDraftKey`). Keys are never logged.
 */
const newKey = () => randomBytes(32).toString('base64');

interface Member {
  tenantId: string;
  userId: string;
}

/** The current key, made on first use. Two first requests at once agree (the insert is idempotent). */
export async function currentDraftKey(db: Kysely<Database>, member: Member, now: Date) {
  const latest = () =>
    db
      .selectFrom('draft_keys')
      .select(['version', 'key', 'created_at'])
      .where('tenant_id', '=', member.tenantId)
      .where('user_id', '=', member.userId)
      .orderBy('version', 'desc')
      .executeTakeFirst();
  const found = await latest();
  if (found) return found;
  await db
    .insertInto('draft_keys')
    .values({
      tenant_id: member.tenantId,
      user_id: member.userId,
      version: 1,
      key: newKey(),
      created_at: now,
    })
    .onConflict((c) => c.doNothing())
    .execute();
  return latest();
}

/**
 * The keys before the current one that a device may still need: each whose successor was made
 * less than a device copy's lifetime ago (older copies are purged on the device), newest first.
 */
export async function previousDraftKeys(
  db: Kysely<Database>,
  member: Member,
  current: { version: number; created_at: Date },
  now: Date,
) {
  const rows = await db
    .selectFrom('draft_keys')
    .select(['version', 'key', 'created_at'])
    .where('tenant_id', '=', member.tenantId)
    .where('user_id', '=', member.userId)
    .where('version', '<', current.version)
    .orderBy('version', 'desc')
    .execute();
  const cutoff = now.getTime() - DEVICE_DRAFT_MAX_AGE_MS;
  const kept: { version: number; key: string }[] = [];
  let successorMadeAt = current.created_at;
  for (const row of rows) {
    if (successorMadeAt.getTime() <= cutoff) break;
    kept.push({ version: row.version, key: row.key });
    successorMadeAt = row.created_at;
  }
  return kept;
}

/**
 * A new key after a password change or reset, so copies encrypted with the old one cannot be
 * read by someone who only knew that key; the old one is still served (above) so the member's
 * own device copies are re-encrypted on their next use. Nothing is made for a member who never
 * asked for a key (no copies to carry over).
 */
export async function rotateDraftKey(db: Kysely<Database>, member: Member, now: Date) {
  const latest = await db
    .selectFrom('draft_keys')
    .select('version')
    .where('tenant_id', '=', member.tenantId)
    .where('user_id', '=', member.userId)
    .orderBy('version', 'desc')
    .executeTakeFirst();
  if (!latest) return;
  await db
    .insertInto('draft_keys')
    .values({
      tenant_id: member.tenantId,
      user_id: member.userId,
      version: latest.version + 1,
      key: newKey(),
      created_at: now,
    })
    .onConflict((c) => c.doNothing())
    .execute();
}
