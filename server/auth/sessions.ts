import { randomUUID } from 'node:crypto';
import type { LoginResponse, User } from '../../common/contracts/account.contract.ts';
import { MEMBER_ROLES, type MemberRole } from '../../common/contracts/clinic.contract.ts';
import type { SessionEndReason } from '../../common/contracts/audit.contract.ts';
import { recordAuditEvents } from '../audit/audit.repository.ts';
import { tenantDb } from '../db/tenant-db.ts';
import type { AppContext } from '../context.ts';
import type { UserTable } from '../db/schema.ts';
import { hashToken, newOpaqueToken } from './secrets.ts';
import {
  rotateSessionRefreshToken,
  type SessionRefreshStore,
  type UsedRefreshToken,
} from './session-refresh.ts';
import { signTokens } from './tokens.ts';

export { isIdle, REFRESH_REUSE_GRACE_MS } from './session-refresh.ts';

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

type MemberSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;
interface MemberUsedToken extends UsedRefreshToken {
  user_id: string;
  tenant_id: string;
}

/** Members' refresh tokens, for `rotateSessionRefreshToken`. */
function memberRefreshTokens(ctx: AppContext): SessionRefreshStore<MemberUsedToken, MemberSession> {
  return {
    claim: async (hash: string, now: Date) =>
      (
        await ctx.db
          .updateTable('refresh_tokens')
          .set({ used_at: now })
          .where('token_hash', '=', hash)
          .where('used_at', 'is', null)
          .returning(['session_id'])
          .executeTakeFirst()
      )?.session_id,
    findUsed: (hash: string) =>
      ctx.db
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
        .executeTakeFirst(),
    findLive: (sessionId: string) => findLiveSession(ctx, sessionId),
    end: (session, reason) => endSession(ctx, session, reason),
    insertSuccessor: async (session, hash, now) => {
      await ctx.db
        .insertInto('refresh_tokens')
        .values({
          token_hash: hash,
          tenant_id: session.tenant_id,
          session_id: session.id,
          created_at: now,
          used_at: null,
        })
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .execute();
    },
  };
}

/** Swaps a member's refresh token for a new token set (the rule: `rotateSessionRefreshToken`). */
export async function refreshSession(ctx: AppContext, refreshToken: string) {
  const { session, next } = await rotateSessionRefreshToken(
    ctx,
    memberRefreshTokens(ctx),
    refreshToken,
  );
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'tenant_id', 'email', 'first_name', 'last_name', 'roles'])
    .where('id', '=', session.user_id)
    .where('tenant_id', '=', session.tenant_id)
    .executeTakeFirstOrThrow();
  return tokenSet(ctx, row, session.id, new Date(session.absolute_expires_at), next);
}
