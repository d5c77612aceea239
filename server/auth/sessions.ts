import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { SessionEndReason } from '../../common/contracts/audit.contract.ts';
import { recordAuditEvents } from '../audit/audit.store.ts';
import type { AppContext } from '../context.ts';
import type { UserTable } from '../db/schema.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { hashToken, newOpaqueToken } from './secrets.ts';
import { signTokens } from './tokens.ts';

type UserRow = Pick<UserTable, 'id' | 'tenant_id' | 'email' | 'first_name' | 'last_name'>;

export function toUser(row: UserRow) {
  const name = `${row.first_name} ${row.last_name}`.trim();
  return { id: row.id, email: row.email, name, tenantId: row.tenant_id };
}

async function tokenSet(
  ctx: AppContext,
  row: UserRow,
  sessionId: string,
  absoluteExpiresAt: Date,
  refreshToken: string,
): Promise<LoginResponse> {
  const user = toUser(row);
  const ttlEnd = new Date(ctx.clock().getTime() + ctx.config.accessTokenTtlS * 1000);
  const expiresAt = ttlEnd < absoluteExpiresAt ? ttlEnd : absoluteExpiresAt;
  const subject = { ...user, userId: user.id, sessionId };
  const { accessToken, idToken, expiresIn } = await signTokens(ctx, subject, expiresAt);
  return {
    serviceToken: accessToken,
    user,
    access_token: accessToken,
    id_token: idToken,
    tenant_id: user.tenantId,
    expires_in: expiresIn,
    refresh_token: refreshToken,
  };
}

/** Opens a server-side session (absolute end fixed now) with its first refresh token. */
export async function startSession(ctx: AppContext, row: UserRow): Promise<LoginResponse> {
  const now = ctx.clock();
  const sessionId = randomUUID();
  const absoluteExpiresAt = new Date(now.getTime() + ctx.config.sessionMaxAgeS * 1000);
  const refreshToken = newOpaqueToken();
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .insertInto('sessions')
      .values({
        id: sessionId,
        tenant_id: row.tenant_id,
        user_id: row.id,
        created_at: now,
        absolute_expires_at: absoluteExpiresAt,
        revoked_at: null,
        revoked_reason: null,
      })
      .execute();
    await tx
      .insertInto('refresh_tokens')
      .values({
        token_hash: hashToken(refreshToken),
        tenant_id: row.tenant_id,
        session_id: sessionId,
        created_at: now,
        used_at: null,
      })
      .execute();
    await recordAuditEvents(tx, [
      { type: 'sign-in', at: now, userId: row.id, tenantId: row.tenant_id },
    ]);
  });
  return tokenSet(ctx, row, sessionId, absoluteExpiresAt, refreshToken);
}

/** The session if it is neither revoked nor past its absolute end. */
export async function findLiveSession(ctx: AppContext, sessionId: string) {
  const session = await ctx.db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('absolute_expires_at', '>', ctx.clock())
    .executeTakeFirst();
  return session;
}

export async function endSession(
  ctx: AppContext,
  session: { id: string; user_id: string; tenant_id: string },
  reason: SessionEndReason,
): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('sessions')
      .set({ revoked_at: now, revoked_reason: reason })
      .where('id', '=', session.id)
      .where('revoked_at', 'is', null)
      .execute();
    await recordAuditEvents(tx, [
      {
        type: 'session-end',
        reason,
        at: now,
        userId: session.user_id,
        tenantId: session.tenant_id,
      },
    ]);
  });
}

/** Ends every live session of a user (password change or reset). */
export async function endUserSessions(ctx: AppContext, userId: string, reason: string) {
  await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.clock(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Swaps a refresh token for a new token set. Each refresh token works once: presenting a used one
 * means it was stolen or replayed, so the whole session ends.
 */
export async function refreshSession(ctx: AppContext, refreshToken: string) {
  const now = ctx.clock();
  const hash = hashToken(refreshToken);
  const claimed = await ctx.db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning(['session_id'])
    .executeTakeFirst();
  if (!claimed) {
    const reused = await ctx.db
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .select(['sessions.id', 'sessions.user_id', 'sessions.tenant_id', 'sessions.revoked_at'])
      .where('refresh_tokens.token_hash', '=', hash)
      .executeTakeFirst();
    if (reused && !reused.revoked_at) await endSession(ctx, reused, 'invalid-token');
    throw new HttpError(401, MESSAGES.unauthorized);
  }
  const session = await findLiveSession(ctx, claimed.session_id);
  if (!session) throw new HttpError(401, MESSAGES.unauthorized);
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'tenant_id', 'email', 'first_name', 'last_name'])
    .where('id', '=', session.user_id)
    .where('tenant_id', '=', session.tenant_id)
    .executeTakeFirstOrThrow();
  const next = newOpaqueToken();
  await ctx.db
    .insertInto('refresh_tokens')
    .values({
      token_hash: hashToken(next),
      tenant_id: session.tenant_id,
      session_id: session.id,
      created_at: now,
      used_at: null,
    })
    .execute();
  return tokenSet(ctx, row, session.id, new Date(session.absolute_expires_at), next);
}
