import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SMART_MESSAGES } from '../../common/contracts/smart.contract.ts';
import {
  PORTAL_SMART_PATHS,
  portalSmartConsentQuery,
  portalSmartDecision,
} from '../../common/contracts/portal-smart.contract.ts';
import {
  patientAppScopes,
  resourceScopes,
  scopesRefusedToPatient,
} from '../../common/contracts/smart-scopes.ts';
import { hashToken, newOpaqueToken } from '../auth/secrets.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { openRequest, redirectWith, type PendingRequest } from './pending-request.ts';
import { findApp } from './smart-apps.repository.ts';
import { CODE_TTL_MS } from './smart-consent.routes.ts';
import { createPatientGrant } from './patient-grants.repository.ts';

/**
 * The pending launch for the signed-in portal patient: its request must open and not have
 * expired, be for an app of the patient's own clinic still registered. What the patient may grant
 * is `patientAppScopes` of what the app asked; a `user/` or write scope refuses the launch.
 */
async function pendingFor(ctx: AppContext, request: FastifyRequest, sealed: string) {
  const pending = openRequest(ctx, sealed);
  if (!pending) throw new HttpError(400, SMART_MESSAGES.expiredRequest);
  if (pending.tenantId !== request.patient.tenantId) {
    throw new HttpError(403, SMART_MESSAGES.otherClinic);
  }
  const app = await findApp(request.patientClinic, pending.clientId);
  if (!app) throw new HttpError(400, SMART_MESSAGES.expiredRequest);
  const requested = pending.requested ?? pending.scopes;
  const scopes = patientAppScopes(requested, app.scopes);
  const refused = scopesRefusedToPatient(requested);
  // Nothing of the patient's own to read is refused too: there would be nothing to approve.
  if (refused.length === 0 && resourceScopes(scopes).length === 0) refused.push(...requested);
  return { pending, app, scopes, refused };
}

const backToApp = (pending: PendingRequest, error: string, description: string) =>
  redirectWith(pending.redirectUri, {
    error,
    error_description: description,
    state: pending.state,
  });

/**
 * The consent step of a patient's own app (issue 36): the portal patient, signed in at Praxis,
 * sees the app and the scopes and approves or denies. Approving makes a one-time code for a grant
 * of the patient's own (`portal_account_id`, the patient always themselves); the token endpoint is
 * the members'. A launch asking for a scope a patient may not grant goes back with `invalid_scope`,
 * whatever the answer.
 */
export function portalSmartConsentRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(PORTAL_SMART_PATHS.consent, {
      schema: { querystring: portalSmartConsentQuery },
      handler: async (request) => {
        const {
          app: smartApp,
          scopes,
          refused,
        } = await pendingFor(ctx, request, request.query.request);
        return { app: { name: smartApp.name, clientId: smartApp.client_id }, scopes, refused };
      },
    });

    app.post(PORTAL_SMART_PATHS.consent, {
      schema: { body: portalSmartDecision },
      handler: async (request) => {
        const { pending, scopes, refused } = await pendingFor(ctx, request, request.body.request);
        if (refused.length > 0) {
          return {
            redirectTo: backToApp(
              pending,
              'invalid_scope',
              'A patient may grant only patient/ read scopes.',
            ),
          };
        }
        if (request.body.decision === 'deny') {
          return {
            redirectTo: backToApp(pending, 'access_denied', 'The patient denied the request.'),
          };
        }
        const code = newOpaqueToken();
        const at = ctx.clock();
        const { accountId, patientId } = request.patient;
        await createPatientGrant(request.patientClinic, {
          clientId: pending.clientId,
          portalAccountId: accountId,
          patientId,
          scopes,
          redirectUri: pending.redirectUri,
          codeChallenge: pending.codeChallenge,
          codeHash: hashToken(code),
          codeExpiresAt: new Date(at.getTime() + CODE_TTL_MS),
          at,
        });
        return { redirectTo: redirectWith(pending.redirectUri, { code, state: pending.state }) };
      },
    });
  };
}
