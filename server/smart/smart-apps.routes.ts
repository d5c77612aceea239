import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayDo } from '../../common/contracts/clinic.contract.ts';
import {
  SMART_API_PATHS,
  SMART_MESSAGES,
  smartAppParams,
  smartAppRegistration,
} from '../../common/contracts/smart.contract.ts';
import { hashToken, newOpaqueToken } from '../auth/secrets.ts';
import { acceptEmptyJsonBodies } from '../clinic/clinic-rights.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { listApps, registerApp, revokeApp } from './smart-apps.repository.ts';

const requireOwner = (request: FastifyRequest) => {
  if (!mayDo(request.member.roles, 'manageClinic')) {
    throw new HttpError(403, SMART_MESSAGES.notOwner);
  }
};

/**
 * The clinic's SMART apps (owner only): the list, registering one (a random client id; a
 * confidential app's secret is shown in this answer only and kept as its SHA-256), revoking one
 * (its grants and their tokens end at once).
 */
export function smartAppRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    acceptEmptyJsonBodies(plain);

    app.get(SMART_API_PATHS.apps, async (request) => {
      requireOwner(request);
      return { apps: await listApps(request.clinic) };
    });

    app.post(SMART_API_PATHS.apps, {
      schema: { body: smartAppRegistration },
      handler: async (request, reply) => {
        requireOwner(request);
        const { name, redirectUris, confidential, scopes } = request.body;
        const clientSecret = confidential ? newOpaqueToken() : null;
        const registered = await registerApp(request.clinic, {
          client_id: randomBytes(16).toString('base64url'),
          name,
          redirect_uris: [...new Set(redirectUris)],
          scopes: [...new Set(scopes)],
          confidential,
          secretHash: clientSecret && hashToken(clientSecret),
          by: request.member.userId,
          at: ctx.clock(),
        });
        return reply.code(201).send({ app: registered, clientSecret });
      },
    });

    app.delete(SMART_API_PATHS.app, {
      schema: { params: smartAppParams },
      handler: async (request, reply) => {
        requireOwner(request);
        const revoked = await revokeApp(request.clinic, request.params.clientId, ctx.clock());
        if (!revoked) throw new HttpError(404, SMART_MESSAGES.unknownApp);
        return reply.code(204).send();
      },
    });
  };
}
