import { randomUUID } from 'node:crypto';
import type { LoginResponse, User } from '../../common/contracts/account.contract.ts';
import { MEMBER_ROLES, type MemberRole } from '../../common/contracts/clinic.contract.ts';
import type { SessionEndReason } from '../../common/contracts/audit.contract.ts';
import { recordAuditEvents } from '../audit/audit.repository.ts';
import { tenantDb } from '../db/tenant-db.ts';
import type { AppContext } from '../context.ts';
import type { UserTable } from '../db/schema.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { hashToken, newOpaqueToken, successorToken } from './secrets.ts';
import { signTokens } from './tokens.ts';

/** The `users` columns `toUser` reads. */
export const USER_COLUMNS = [
  'id',
  'tenant_id',
  'email',
  'first_name',
  'last_name',
  'roles',
] as const;

type UserRow = Pick<UserTable, 'id' | 'tenant_id' | 'email' | 'first_name' | 'last_name'> & {
  roles: string[];
};

/** The member's roles as the contract names them (unknown stored values are dropped). */
export const memberRolesOf = (roles: readonly string[]): MemberRole[] =>
  roles.filter((role): role is MemberRole => (MEMBER_ROLES as readonly string[]).includes(role));

export function toUser(row: UserRow): User {
  const name = `${row.first_name} ${row.last_name}`.trim();
  return {
    id: row.id,
    email: row.email,
    name,
    tenantId: row.tenant_id,
    roles: memberRolesOf(row.roles),
  };
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
        last_activity_at: now,
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
    await recordAuditEvents(tenantDb(tx, row.tenant_id), [
      { type: 'sign-in', at: now, userId: row.id },
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

/** Whether a session was unused past the server's idle limit (decision H6). */
export function isIdle(ctx: AppContext, session: { last_activity_at: Date }): boolean {
  const unusedMs = ctx.clock().getTime() - new Date(session.last_activity_at).getTime();
  return unusedMs > ctx.config.idleLimitMs;
}

/** Writes at most one activity time per this window per session: a heartbeat is cheap. */
export const ACTIVITY_WRITE_WINDOW_MS = 30_000;

/** Records that the user is there (the browser's heartbeat); a burst writes once. */
export async function recordActivity(ctx: AppContext, sessionId: string): Promise<void> {
  const now = ctx.clock();
  await ctx.db
    .updateTable('sessions')
    .set({ last_activity_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('last_activity_at', '<', new Date(now.getTime() - ACTIVITY_WRITE_WINDOW_MS))
    .execute();
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
    await recordAuditEvents(tenantDb(tx, session.tenant_id), [
      { type: 'session-end', reason, at: now, userId: session.user_id },
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

/** Two tabs refreshing with one token this close together get the same successor (decision H7). */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * Swaps a refresh token for a new token set. Each refresh token works once: presenting a used one
 * means it was stolen or replayed, so the whole session ends, unless it was used within the
 * grace window (duplicated tabs refreshing together), which gets the same successor.
 */
export async function refreshSession(ctx: AppContext, refreshToken: string) {
  const now = ctx.clock();
  const hash = hashToken(refreshToken);
  const next = successorToken(ctx.keys.refreshSecret, refreshToken);
  const claimed = await ctx.db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning(['session_id'])
    .executeTakeFirst();
  let sessionId = claimed?.session_id;
  if (!sessionId) {
    const used = await ctx.db
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .select([
        'sessions.id',
        'sessions.user_id',
        'sessions.tenant_id',
        'sessions.revoked_at',
        'refresh_tokens.used_at',
      ])
      .where('refresh_tokens.token_hash', '=', hash)
      .executeTakeFirst();
    const usedAt = used?.used_at ? new Date(used.used_at).getTime() : -Infinity;
    if (used && !used.revoked_at && now.getTime() - usedAt <= REFRESH_REUSE_GRACE_MS) {
      sessionId = used.id;
    } else {
      if (used && !used.revoked_at) await endSession(ctx, used, 'invalid-token');
      throw new HttpError(401, MESSAGES.unauthorized);
    }
  }
  const session = await findLiveSession(ctx, sessionId);
  if (!session) throw new HttpError(401, MESSAGES.unauthorized);
  if (isIdle(ctx, session)) {
    await endSession(ctx, session, 'idle');
    throw new HttpError(401, MESSAGES.unauthorized);
  }
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'tenant_id', 'email', 'first_name', 'last_name', 'roles'])
    .where('id', '=', session.user_id)
    .where('tenant_id', '=', session.tenant_id)
    .executeTakeFirstOrThrow();
  if (claimed) {
    await ctx.db
      .insertInto('refresh_tokens')
      .values({
        token_hash: hashToken(next),
        tenant_id: session.tenant_id,
        session_id: session.id,
        created_at: now,
        used_at: null,
      })
      .onConflict((oc) => oc.column('token_hash').doNothing())
      .execute();
  }
  return tokenSet(ctx, row, session.id, new Date(session.absolute_expires_at), next);
}
