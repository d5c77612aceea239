import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { portalName } from '../../common/contracts/portal.contract.ts';
import type { SessionEndReason } from '../../common/contracts/audit.contract.ts';
import { recordAuditEvents } from '../audit/audit.repository.ts';
import type { AppContext } from '../context.ts';
import { tenantDb } from '../db/tenant-db.ts';
import { hashToken, newOpaqueToken } from './secrets.ts';
import { ACTIVITY_WRITE_WINDOW_MS } from './sessions.ts';
import {
  rotateSessionRefreshToken,
  type SessionRefreshStore,
  type UsedRefreshToken,
} from './session-refresh.ts';
import { signTokens } from './tokens.ts';

/**
 * A portal patient's sessions (issue 36): members' rules — an absolute end fixed at sign-in, the
 * server's idle limit, single-use rotating refresh tokens, revocation at once — on the portal's
 * own tables (`portal_sessions`, `portal_refresh_tokens`), so a patient's session is never a
 * member's. The tokens carry `kind: 'patient'` and the patient's id (`signTokens`).
 */

/** What a portal session's tokens are made from: the account, its patient and their name. */
export interface PortalAccountRow {
  id: string;
  tenant_id: string;
  email: string;
  patient_id: string;
  given_name: string;
  family_name: string;
  preferred_name: string | null;
}

/** The account joined to its patient, active only (an invited or revoked account opens nothing). */
export function activePortalAccounts(ctx: AppContext) {
  return ctx.db
    .selectFrom('portal_accounts')
    .innerJoin('patients', (join) =>
      join
        .onRef('patients.id', '=', 'portal_accounts.patient_id')
        .onRef('patients.tenant_id', '=', 'portal_accounts.tenant_id'),
    )
    .select([
      'portal_accounts.id',
      'portal_accounts.tenant_id',
      'portal_accounts.email',
      'portal_accounts.patient_id',
      'portal_accounts.password_hash',
      'patients.given_name',
      'patients.family_name',
      'patients.preferred_name',
    ])
    .where('portal_accounts.status', '=', 'active');
}

async function portalTokenSet(
  ctx: AppContext,
  row: PortalAccountRow,
  sessionId: string,
  absoluteExpiresAt: Date,
  refreshToken: string,
): Promise<LoginResponse> {
  const user = {
    id: row.id,
    email: row.email,
    name: portalName(row),
    tenantId: row.tenant_id,
    roles: [],
    patientId: row.patient_id,
  };
  const ttlEnd = new Date(ctx.clock().getTime() + ctx.config.accessTokenTtlS * 1000);
  const expiresAt = ttlEnd < absoluteExpiresAt ? ttlEnd : absoluteExpiresAt;
  const subject = { ...user, userId: row.id, sessionId };
  const { accessToken, idToken, expiresIn } = await signTokens(ctx, subject, expiresAt);
  return {
    serviceToken: accessToken,
    user,
    access_token: accessToken,
    id_token: idToken,
    tenant_id: row.tenant_id,
    expires_in: expiresIn,
    refresh_token: refreshToken,
  };
}

/** Opens a portal session (absolute end fixed now) with its first refresh token. */
export async function startPortalSession(
  ctx: AppContext,
  row: PortalAccountRow,
): Promise<LoginResponse> {
  const now = ctx.clock();
  const sessionId = randomUUID();
  const absoluteExpiresAt = new Date(now.getTime() + ctx.config.sessionMaxAgeS * 1000);
  const refreshToken = newOpaqueToken();
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .insertInto('portal_sessions')
      .values({
        id: sessionId,
        tenant_id: row.tenant_id,
        account_id: row.id,
        created_at: now,
        absolute_expires_at: absoluteExpiresAt,
        last_activity_at: now,
        revoked_at: null,
        revoked_reason: null,
      })
      .execute();
    await tx
      .insertInto('portal_refresh_tokens')
      .values({
        token_hash: hashToken(refreshToken),
        tenant_id: row.tenant_id,
        session_id: sessionId,
        created_at: now,
        used_at: null,
      })
      .execute();
    // On the clinic's audit trail as members' sign-ins are (c36-patient-2fa), naming the patient.
    await recordAuditEvents(tenantDb(tx, row.tenant_id), [
      { type: 'patient-sign-in', at: now, userId: row.id, subjectId: row.patient_id },
    ]);
  });
  return portalTokenSet(ctx, row, sessionId, absoluteExpiresAt, refreshToken);
}

/** The live portal session of an active account: neither revoked, past its end, nor idle-ended. */
export function findLivePortalSession(ctx: AppContext, sessionId: string) {
  return (
    ctx.db
      .selectFrom('portal_sessions')
      .innerJoin('portal_accounts', (join) =>
        join
          .onRef('portal_accounts.id', '=', 'portal_sessions.account_id')
          .onRef('portal_accounts.tenant_id', '=', 'portal_sessions.tenant_id'),
      )
      .select([
        'portal_sessions.id',
        'portal_sessions.tenant_id',
        'portal_sessions.account_id',
        'portal_sessions.absolute_expires_at',
        'portal_sessions.last_activity_at',
        'portal_accounts.patient_id',
      ])
      .where('portal_sessions.id', '=', sessionId)
      .where('portal_sessions.revoked_at', 'is', null)
      .where('portal_sessions.absolute_expires_at', '>', ctx.clock())
      // Revoking the account ends its sessions at once, even one whose row a race left open.
      .where('portal_accounts.status', '=', 'active')
      .executeTakeFirst()
  );
}

/**
 * Ends one portal session (sign-out, idle, a replayed refresh token) and puts the end on the
 * clinic's audit trail, naming the patient — once: a session already ended records nothing.
 */
export async function endPortalSession(
  ctx: AppContext,
  sessionId: string,
  reason: SessionEndReason,
) {
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    const ended = await tx
      .updateTable('portal_sessions')
      .set({ revoked_at: now, revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .returning(['tenant_id', 'account_id'])
      .executeTakeFirst();
    if (!ended) return;
    const clinic = tenantDb(tx, ended.tenant_id);
    const account = await clinic
      .selectFrom('portal_accounts')
      .select('patient_id')
      .where('id', '=', ended.account_id)
      .executeTakeFirstOrThrow();
    await recordAuditEvents(clinic, [
      {
        type: 'patient-session-end',
        reason,
        at: now,
        userId: ended.account_id,
        subjectId: account.patient_id,
      },
    ]);
  });
}

/** Ends every live session of a portal account (revocation, a new password). */
export async function endPortalAccountSessions(
  ctx: AppContext,
  account: { tenantId: string; accountId: string },
  reason: string,
) {
  await ctx.db
    .updateTable('portal_sessions')
    .set({ revoked_at: ctx.clock(), revoked_reason: reason })
    .where('tenant_id', '=', account.tenantId)
    .where('account_id', '=', account.accountId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The patient is there (the browser's heartbeat); a burst writes once, as members'. */
export async function recordPortalActivity(ctx: AppContext, sessionId: string) {
  const now = ctx.clock();
  await ctx.db
    .updateTable('portal_sessions')
    .set({ last_activity_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('last_activity_at', '<', new Date(now.getTime() - ACTIVITY_WRITE_WINDOW_MS))
    .execute();
}

/** Whether a refresh token is a portal session's (the refresh endpoint serves both kinds). */
export async function isPortalRefreshToken(ctx: AppContext, refreshToken: string) {
  const row = await ctx.db
    .selectFrom('portal_refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', hashToken(refreshToken))
    .executeTakeFirst();
  return Boolean(row);
}

type PortalSession = NonNullable<Awaited<ReturnType<typeof findLivePortalSession>>>;

/** Portal patients' refresh tokens, for `rotateSessionRefreshToken`. */
function portalRefreshTokens(
  ctx: AppContext,
): SessionRefreshStore<UsedRefreshToken, PortalSession> {
  return {
    claim: async (hash, now) =>
      (
        await ctx.db
          .updateTable('portal_refresh_tokens')
          .set({ used_at: now })
          .where('token_hash', '=', hash)
          .where('used_at', 'is', null)
          .returning(['session_id'])
          .executeTakeFirst()
      )?.session_id,
    findUsed: (hash) =>
      ctx.db
        .selectFrom('portal_refresh_tokens')
        .innerJoin('portal_sessions', 'portal_sessions.id', 'portal_refresh_tokens.session_id')
        .select([
          'portal_sessions.id',
          'portal_sessions.revoked_at',
          'portal_refresh_tokens.used_at',
        ])
        .where('portal_refresh_tokens.token_hash', '=', hash)
        .executeTakeFirst(),
    findLive: (sessionId) => findLivePortalSession(ctx, sessionId),
    end: (session, reason) => endPortalSession(ctx, session.id, reason),
    insertSuccessor: async (session, hash, now) => {
      await ctx.db
        .insertInto('portal_refresh_tokens')
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

/** Swaps a portal refresh token for a new token set, by members' rule (`rotateSessionRefreshToken`). */
export async function refreshPortalSession(ctx: AppContext, refreshToken: string) {
  const { session, next } = await rotateSessionRefreshToken(
    ctx,
    portalRefreshTokens(ctx),
    refreshToken,
  );
  const row = await activePortalAccounts(ctx)
    .where('portal_accounts.tenant_id', '=', session.tenant_id)
    .where('portal_accounts.id', '=', session.account_id)
    .executeTakeFirstOrThrow();
  return portalTokenSet(ctx, row, session.id, new Date(session.absolute_expires_at), next);
}
