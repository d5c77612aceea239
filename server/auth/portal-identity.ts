import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { bearerClaims } from './authenticate.ts';
import { endPortalSession, findLivePortalSession } from './portal-sessions.ts';
import { isIdle } from './sessions.ts';

/** The signed-in portal patient (issue 36): the token's account, clinic and its one patient. */
export interface PortalPrincipal {
  tenantId: string;
  patientId: string;
  /** The portal account (not a member: never a `users` row). */
  accountId: string;
  sessionId: string;
}

/**
 * Authenticates a portal request (`portalSignedIn` runs it): a valid access token of a patient
 * (`kind: 'patient'`) AND a live portal session of that account, active, of the token's clinic
 * and patient; else 401. A member's token is a 403: a member is not a patient.
 */
export function requirePortalSession(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const claims = await bearerClaims(ctx, request);
    if (!claims.patientId) throw new HttpError(403, MESSAGES.patientsOnly);
    const session = await findLivePortalSession(ctx, claims.sessionId);
    if (
      !session ||
      session.account_id !== claims.userId ||
      session.tenant_id !== claims.tenantId ||
      session.patient_id !== claims.patientId
    ) {
      throw new HttpError(401, MESSAGES.unauthorized);
    }
    if (isIdle(ctx, session)) {
      await endPortalSession(ctx, session.id, 'idle');
      throw new HttpError(401, MESSAGES.unauthorized);
    }
    request.portalPrincipal = {
      tenantId: claims.tenantId,
      patientId: claims.patientId,
      accountId: claims.userId,
      sessionId: claims.sessionId,
    };
  };
}
