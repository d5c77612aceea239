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

/**
 * Spends a refresh token and issues its successor in one transaction: of two concurrent uses one
 * wins, and a crash between the two statements cannot leave the app holding a spent token with no
 * successor. Null when the token was already spent.
 */
export async function rotateRefreshToken(
  clinic: TenantDb,
  tokenHash: string,
  grant: { id: string; expiresAt: Date },
  at: Date,
): Promise<string | null> {
  return clinic.transaction(async (tx) => {
    const claimed = await tx
      .updateTable('smart_refresh_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning('token_hash')
      .executeTakeFirst();
    return claimed === undefined ? null : issueRefreshToken(tx, grant, at);
  });
}
