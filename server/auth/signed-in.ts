import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppContext } from '../context.ts';
import { tenantDb, type TenantDb } from '../db/tenant-db.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { bearerClaims, requireSession, type Principal } from './authenticate.ts';
import { carriesSmartToken, smartCaller, type SmartGrant } from './smart-identity.ts';
import { requirePortalSession, type PortalPrincipal } from './portal-identity.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request is from, once a `signedIn` scope has authenticated it; else null. */
    principal: Principal | null;
    /** The signed-in member. Only routes inside `signedIn` read it; elsewhere it is a 401. */
    readonly member: Principal;
    /**
     * The member's clinic as a tenant-scoped database: the only database a domain route gets, so
     * its every query is the caller's clinic's. Only inside `signedIn`; elsewhere a 401.
     */
    readonly clinic: TenantDb;
    /** What a SMART app's token may read (FHIR requests made by an app); else null. */
    smartGrant: SmartGrant | null;
    /** The portal patient, once a `portalSignedIn` scope has authenticated it; else null. */
    portalPrincipal: PortalPrincipal | null;
    /**
     * The signed-in portal patient (issue 36): their clinic, their patient id (the only patient a
     * portal route may read), their account and session. Only inside `portalSignedIn`; elsewhere 401.
     */
    readonly patient: PortalPrincipal;
    /** The patient's clinic as a tenant-scoped database. Only inside `portalSignedIn`; else 401. */
    readonly patientClinic: TenantDb;
  }
}

/**
 * The request context every route may read: `member`, set when `signedIn` authenticates, and
 * `clinic`, derived from it (a `TenantDb` is a few closures over the member's clinic id).
 */
export function decorateRequestContext(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('smartGrant', null);
  app.decorateRequest('portalPrincipal', null);
  app.decorateRequest('patient', {
    getter(this: FastifyRequest) {
      if (!this.portalPrincipal) throw new HttpError(401, MESSAGES.unauthorized);
      return this.portalPrincipal;
    },
  });
  app.decorateRequest('patientClinic', {
    getter(this: FastifyRequest) {
      return tenantDb(db, this.patient.tenantId);
    },
  });
  app.decorateRequest('member', {
    getter(this: FastifyRequest) {
      if (!this.principal) throw new HttpError(401, MESSAGES.unauthorized);
      return this.principal;
    },
  });
  app.decorateRequest('clinic', {
    getter(this: FastifyRequest) {
      return tenantDb(db, this.member.tenantId);
    },
  });
}

/**
 * A scope of member routes: each request authenticated once, before its handler, by a valid
 * access token and a live session (`requireSession`), which puts the member on the request. A
 * route's own preHandler (a rate limit, a role) runs after it.
 */
export function signedIn(ctx: AppContext, routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('preHandler', requireSession(ctx));
    for (const plugin of routes) await scope.register(plugin);
  };
}

/**
 * The FHIR API's scope (issue 34): a member's own session, as `signedIn`, or a SMART app's token
 * (`smart-identity.ts`), which puts the member and the app's grant on the request.
 * `useAppScopes` installs what limits an app to its grant (server/smart/smart-scope-guard.ts).
 */
export function signedInOrSmartApp(
  ctx: AppContext,
  routes: FastifyPluginAsync[],
  useAppScopes: (scope: FastifyInstance) => void,
): FastifyPluginAsync {
  return async (scope) => {
    const session = requireSession(ctx);
    scope.addHook('preHandler', async (request) => {
      if (!carriesSmartToken(request)) return session(request);
      const { principal, grant } = await smartCaller(ctx, request);
      request.principal = principal;
      request.smartGrant = grant;
      // A patient's own app (issue 36): the patient, not a member, is who reads.
      if (grant.portalAccountId && grant.patientId) {
        request.portalPrincipal = {
          tenantId: grant.tenantId,
          patientId: grant.patientId,
          accountId: grant.portalAccountId,
          sessionId: `smart:${grant.grantId}`,
        };
      }
    });
    useAppScopes(scope);
    for (const plugin of routes) await scope.register(plugin);
  };
}

/**
 * A scope of portal routes (issue 36; CLINICAL.md rule 14): each request authenticated once by a
 * portal patient's access token and live portal session (`requirePortalSession`), which puts the
 * patient on the request (`request.patient`: clinic, patient, account, session) with their clinic
 * as `request.patientClinic`. A member's token is refused (403); `request.member` and
 * `request.clinic` stay a 401 here, so a portal route cannot read as a member.
 */
export function portalSignedIn(ctx: AppContext, routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('preHandler', requirePortalSession(ctx));
    for (const plugin of routes) await scope.register(plugin);
  };
}

/**
 * The session's own plumbing that both kinds of sign-in share (the activity heartbeat): a
 * patient's token goes through `requirePortalSession`, any other through `requireSession`. Only
 * routes that touch no clinic data belong here.
 */
export function signedInMemberOrPatient(
  ctx: AppContext,
  routes: FastifyPluginAsync[],
): FastifyPluginAsync {
  return async (scope) => {
    const member = requireSession(ctx);
    const patient = requirePortalSession(ctx);
    scope.addHook('preHandler', async (request) => {
      const claims = await bearerClaims(ctx, request);
      return claims.patientId ? patient(request) : member(request);
    });
    for (const plugin of routes) await scope.register(plugin);
  };
}
