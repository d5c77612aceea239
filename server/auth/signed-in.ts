import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { tenantDb, type TenantDb } from '../db/tenant-db.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { requireSession, type Principal } from './authenticate.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request is from, once a `signedIn` scope has authenticated it; else null. */
    principal: Principal | null;
    /** The clinic's database of the request's member, made when the request is authenticated. */
    tenant: TenantDb | null;
    /** The signed-in member. Only routes inside `signedIn` read it; elsewhere it is a 401. */
    readonly member: Principal;
    /**
     * The member's clinic as a tenant-scoped database: the only database a domain route gets, so
     * its every query is the caller's clinic's. Only inside `signedIn`; elsewhere a 401.
     */
    readonly clinic: TenantDb;
  }
}

/** The request context every route may read: `member` and `clinic`, set by `signedIn`. */
export function decorateRequestContext(app: FastifyInstance): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('tenant', null);
  app.decorateRequest('member', {
    getter(this: FastifyRequest) {
      if (!this.principal) throw new HttpError(401, MESSAGES.unauthorized);
      return this.principal;
    },
  });
  app.decorateRequest('clinic', {
    getter(this: FastifyRequest) {
      if (!this.tenant) throw new HttpError(401, MESSAGES.unauthorized);
      return this.tenant;
    },
  });
}

/**
 * Every route of `scope` (and of the plugins it registers) for signed-in members only, each
 * request authenticated once before its handler: a valid access token and a live session
 * (`requireSession`), then the member and their clinic's database on the request. A route's own
 * preHandler (a rate limit, a role) runs after it.
 */
export function authenticateAll(scope: FastifyInstance, ctx: AppContext): void {
  const authenticate = requireSession(ctx);
  scope.addHook('preHandler', async (request) => {
    await authenticate(request);
    request.tenant = tenantDb(ctx.db, request.member.tenantId);
  });
}

/** A scope of member routes: `routes` registered under {@link authenticateAll}. */
export function signedIn(ctx: AppContext, routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope) => {
    authenticateAll(scope, ctx);
    for (const plugin of routes) await scope.register(plugin);
  };
}
