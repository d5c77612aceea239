import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { endSession, isIdle, toUser } from './sessions.ts';
import { verifyAccessToken, type AccessClaims } from './tokens.ts';
import type { User } from '../../common/contracts/account.contract.ts';

export interface Principal {
  userId: string;
  tenantId: string;
  sessionId: string;
  /** The user as stored when the request was authenticated. */
  user: User;
  /** The member's roles in their clinic (CLINICAL.md §1). */
  roles: MemberRole[];
}

export type MemberRole = 'owner' | 'clinician' | 'staff';
const MEMBER_ROLES: readonly string[] = ['owner', 'clinician', 'staff'];

/** One round trip: the live session joined to its user, both of the token's tenant. */
function findSessionUser(ctx: AppContext, claims: Omit<Principal, 'user' | 'roles'>) {
  return (
    ctx.db
      .selectFrom('sessions')
      .innerJoin('users', (join) =>
        join
          .onRef('users.id', '=', 'sessions.user_id')
          .onRef('users.tenant_id', '=', 'sessions.tenant_id'),
      )
      .select([
        'users.id',
        'users.tenant_id',
        'users.email',
        'users.first_name',
        'users.last_name',
        'sessions.last_activity_at',
        'users.roles',
      ])
      .where('sessions.id', '=', claims.sessionId)
      .where('sessions.user_id', '=', claims.userId)
      .where('sessions.tenant_id', '=', claims.tenantId)
      .where('sessions.revoked_at', 'is', null)
      // A deactivated member's sessions end at once (and are revoked when they are deactivated).
      .where('users.active', '=', true)
      .where('sessions.absolute_expires_at', '>', ctx.clock())
      .executeTakeFirst()
  );
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]+)$/;

/**
 * Authenticates a request (`signedIn` runs it for its routes): a valid signed access token AND a
 * live server-side session of the same user and tenant, else 401. Logout, password change and refresh-token reuse revoke
 * the session, so a token that is still unexpired stops working at once.
 */
export function requireSession(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const claims = await bearerClaims(ctx, request);
    // A portal patient is not a member (CLINICAL.md rule 14): their token opens no member route.
    if (claims.patientId) throw new HttpError(403, MESSAGES.membersOnly);
    const row = await findSessionUser(ctx, claims);
    if (!row) throw new HttpError(401, MESSAGES.unauthorized);
    if (isIdle(ctx, row)) {
      const session = { id: claims.sessionId, user_id: claims.userId, tenant_id: claims.tenantId };
      await endSession(ctx, session, 'idle');
      throw new HttpError(401, MESSAGES.unauthorized);
    }
    const roles = row.roles.filter((role): role is MemberRole => MEMBER_ROLES.includes(role));
    request.principal = { ...claims, user: toUser(row), roles };
  };
}

/** The claims of a bearer that verifies; `graceS` lets a token expired that long ago do (logout). */
export async function bearerClaims(
  ctx: AppContext,
  request: FastifyRequest,
  graceS?: number,
): Promise<AccessClaims> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new HttpError(401, MESSAGES.unauthorized);
  try {
    return await verifyAccessToken(ctx, match[1], graceS);
  } catch {
    throw new HttpError(401, MESSAGES.unauthorized);
  }
}

/** Whether the caller holds any of `roles` in their clinic. */
export function holdsRole(request: FastifyRequest, ...roles: MemberRole[]): boolean {
  return request.member.roles.some((role) => roles.includes(role));
}

/** Refuses (403) a caller who holds none of `roles`; a refused read of one record is a 404 instead. */
export function requireRole(request: FastifyRequest, ...roles: MemberRole[]): void {
  if (!holdsRole(request, ...roles)) throw new HttpError(403, MESSAGES.forbiddenRole);
}
