import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { hashToken, successorToken } from './secrets.ts';

/** Two tabs refreshing with one token this close together get the same successor (decision H7). */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** Whether a session was unused past the server's idle limit (decision H6). */
export function isIdle(ctx: AppContext, session: { last_activity_at: Date }): boolean {
  const unusedMs = ctx.clock().getTime() - new Date(session.last_activity_at).getTime();
  return unusedMs > ctx.config.idleLimitMs;
}

/** A used refresh token's session, as a store finds it. */
export interface UsedRefreshToken {
  id: string;
  revoked_at: Date | string | null;
  used_at: Date | string | null;
}

/** A live session, as a store finds it (unrevoked, inside its absolute limit). */
export interface RefreshableSession {
  id: string;
  tenant_id: string;
  last_activity_at: Date;
}

/**
 * Where one kind of session keeps its refresh tokens (members' `refresh_tokens`, portal
 * patients' `portal_refresh_tokens`): the reads and writes `rotateSessionRefreshToken` makes.
 */
export interface SessionRefreshStore<
  Used extends UsedRefreshToken,
  Session extends RefreshableSession,
> {
  /** Marks an unused token used; its session's id, or undefined (used already, or unknown). */
  claim(hash: string, now: Date): Promise<string | undefined>;
  /** A token already used, with its session. */
  findUsed(hash: string): Promise<Used | undefined>;
  /** The session if it is still live. */
  findLive(sessionId: string): Promise<Session | undefined>;
  /** Ends a session: a replayed token, or one idle past the limit. */
  end(session: Used | Session, reason: 'invalid-token' | 'idle'): Promise<void>;
  /** Stores the successor token of a claimed one. */
  insertSuccessor(session: Session, hash: string, now: Date): Promise<void>;
}

/**
 * Swaps a refresh token for its successor, for either kind of session. Each refresh token works
 * once: presenting a used one means it was stolen or replayed, so the whole session ends, unless
 * it was used within the grace window (duplicated tabs refreshing together), which gets the same
 * successor. An idle session ends; an unknown token, a dead session: 401.
 */
export async function rotateSessionRefreshToken<
  Used extends UsedRefreshToken,
  Session extends RefreshableSession,
>(
  ctx: AppContext,
  store: SessionRefreshStore<Used, Session>,
  refreshToken: string,
): Promise<{ session: Session; next: string }> {
  const now = ctx.clock();
  const hash = hashToken(refreshToken);
  const next = successorToken(ctx.keys.refreshSecret, refreshToken);
  const claimed = await store.claim(hash, now);
  let sessionId = claimed;
  if (!sessionId) {
    const used = await store.findUsed(hash);
    const usedAt = used?.used_at ? new Date(used.used_at).getTime() : -Infinity;
    if (used && !used.revoked_at && now.getTime() - usedAt <= REFRESH_REUSE_GRACE_MS) {
      sessionId = used.id;
    } else {
      if (used && !used.revoked_at) await store.end(used, 'invalid-token');
      throw new HttpError(401, MESSAGES.unauthorized);
    }
  }
  const session = await store.findLive(sessionId);
  if (!session) throw new HttpError(401, MESSAGES.unauthorized);
  if (isIdle(ctx, session)) {
    await store.end(session, 'idle');
    throw new HttpError(401, MESSAGES.unauthorized);
  }
  if (claimed) await store.insertSuccessor(session, hashToken(next), now);
  return { session, next };
}
