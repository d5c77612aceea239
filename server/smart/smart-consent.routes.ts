import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SMART_API_PATHS,
  SMART_MESSAGES,
  smartConsentDecision,
  smartConsentQuery,
} from '../../common/contracts/smart.contract.ts';
import { needsPatient } from '../../common/contracts/smart-scopes.ts';
import { hashToken, newOpaqueToken } from '../auth/secrets.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { openRequest, redirectWith, type PendingRequest } from './pending-request.ts';
import { findApp } from './smart-apps.repository.ts';
import { clinicHasPatient, createGrant } from './smart-grants.repository.ts';

/** How long an authorization code may wait for the app to exchange it. */
export const CODE_TTL_MS = 2 * 60 * 1000;

/**
 * The pending launch, for the signed-in member: its request must open and not have expired, be
 * for an app of the member's own clinic still registered.
 */
async function pendingFor(ctx: AppContext, request: FastifyRequest, sealed: string) {
  const pending = openRequest(ctx, sealed);
  if (!pending) throw new HttpError(400, SMART_MESSAGES.expiredRequest);
  if (pending.tenantId !== request.member.tenantId) {
    throw new HttpError(403, SMART_MESSAGES.otherClinic);
  }
  const app = await findApp(request.clinic, pending.clientId);
  if (!app) throw new HttpError(400, SMART_MESSAGES.expiredRequest);
  return { pending, app };
}

/**
 * The consent step of a SMART launch (the member signed in at Praxis): what the app asks for,
 * then the member's answer. Approving (with the patient, when a `patient/` scope is granted)
 * makes a one-time code; the answer names the app's redirect URI with `code` and `state`, or with
 * `error=access_denied` when denied. The browser goes there.
 */
export function smartConsentRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(SMART_API_PATHS.consent, {
      schema: { querystring: smartConsentQuery },
      handler: async (request) => {
        const { pending, app: smartApp } = await pendingFor(ctx, request, request.query.request);
        return {
          app: { name: smartApp.name, clientId: smartApp.client_id },
          scopes: pending.scopes,
          needsPatient: needsPatient(pending.scopes),
        };
      },
    });

    app.post(SMART_API_PATHS.consent, {
      schema: { body: smartConsentDecision },
      handler: async (request) => {
        const { pending } = await pendingFor(ctx, request, request.body.request);
        if (request.body.decision === 'deny') {
          return { redirectTo: denied(pending) };
        }
        const patientId = await chosenPatient(request, pending);
        const code = newOpaqueToken();
        const at = ctx.clock();
        await createGrant(request.clinic, {
          clientId: pending.clientId,
          userId: request.member.userId,
          patientId,
          scopes: pending.scopes,
          redirectUri: pending.redirectUri,
          codeChallenge: pending.codeChallenge,
          codeHash: hashToken(code),
          codeExpiresAt: new Date(at.getTime() + CODE_TTL_MS),
          sessionId: request.member.sessionId,
          at,
        });
        return { redirectTo: redirectWith(pending.redirectUri, { code, state: pending.state }) };
      },
    });
  };
}

const denied = (pending: PendingRequest) =>
  redirectWith(pending.redirectUri, {
    error: 'access_denied',
    error_description: 'The member denied the request.',
    state: pending.state,
  });

/** The patient the member chose, when the scopes need one: a patient of their clinic. */
async function chosenPatient(request: FastifyRequest, pending: PendingRequest) {
  if (!needsPatient(pending.scopes)) return null;
  const { patientId } = request.body as { patientId?: string };
  if (!patientId) throw new HttpError(400, SMART_MESSAGES.patientRequired);
  if (!(await clinicHasPatient(request.clinic, patientId))) {
    throw new HttpError(404, SMART_MESSAGES.unknownPatient);
  }
  return patientId;
}
