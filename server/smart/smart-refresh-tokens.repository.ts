import { hashToken, newOpaqueToken } from '../auth/secrets.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/** How long an `offline_access` grant may be refreshed, from its approval (never extended). */
export const OFFLINE_REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A grant's next refresh token: 256 random bits, only its SHA-256 stored. */
export async function issueRefreshToken(
  clinic: TenantDb,
  grant: { id: string; expiresAt: Date },
  at: Date,
): Promise<string> {
  const token = newOpaqueToken();
  await clinic
    .insertInto('smart_refresh_tokens', {
      token_hash: hashToken(token),
      grant_id: grant.id,
      created_at: at,
      expires_at: grant.expiresAt,
    })
    .execute();
  return token;
}
