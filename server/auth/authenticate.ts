import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { findLiveSession } from './sessions.ts';
import { verifyAccessToken } from './tokens.ts';

export interface Principal {
  userId: string;
  tenantId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]+)$/;

/**
 * A preHandler for protected routes: a valid signed access token AND a live server-side session
 * of the same user and tenant, else 401. Logout, password change and refresh-token reuse revoke
 * the session, so a token that is still unexpired stops working at once.
 */
export function requireSession(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new HttpError(401, MESSAGES.unauthorized);
    let claims: Principal;
    try {
      claims = await verifyAccessToken(ctx, match[1]);
    } catch {
      throw new HttpError(401, MESSAGES.unauthorized);
    }
    const session = await findLiveSession(ctx, claims.sessionId);
    if (!session || session.user_id !== claims.userId || session.tenant_id !== claims.tenantId) {
      throw new HttpError(401, MESSAGES.unauthorized);
    }
    request.principal = claims;
  };
}

/** The principal a `requireSession` preHandler has established. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new HttpError(401, MESSAGES.unauthorized);
  return request.principal;
}
