import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CLINIC_PATHS, invitationInput } from '../../common/contracts/clinic.contract.ts';
import { clinicOf, principalOf, requireSession } from '../auth/authenticate.ts';
import { isEmailRegistered } from '../auth/invitation-identity.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { clinicNameOf } from './clinic-profile.repository.ts';
import { acceptEmptyJsonBodies, idParams, requireRight } from './clinic-rights.ts';
import { mailInvitation } from './invitation-mail.ts';
import {
  findInvitation,
  issueInvitation,
  listInvitations,
  renewInvitation,
  revokeInvitation,
  type Issued,
} from './invitations.repository.ts';

export const ALREADY_INVITED = 'This e-mail already has a pending invitation to this clinic.';
export const ALREADY_ACCEPTED = 'This invitation has already been accepted.';
export const ALREADY_REVOKED = 'This invitation was revoked: invite the person again instead.';

/** The clinic's invitation `id`, not yet accepted: 404 when there is none, 409 once accepted. */
async function unacceptedInvitation(clinic: TenantDb, id: string, now: Date) {
  const invitation = await findInvitation(clinic, id, now);
  if (!invitation) throw new HttpError(404, MESSAGES.notFound);
  if (invitation.status === 'accepted') throw new HttpError(409, ALREADY_ACCEPTED);
  return invitation;
}

/**
 * Invitations (owners only): invite by e-mail with roles, list them with their state, revoke,
 * and resend with a new token. Only a token's SHA-256 is stored; the token itself is only in
 * the mailed link's fragment, never in a response or a log.
 */
export function invitationRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const session = requireSession(ctx);

    const send = async (clinic: TenantDb, { invitation, token }: Issued) => {
      const clinicName = await clinicNameOf(clinic);
      await mailInvitation(ctx, { email: invitation.email, clinicName, token });
    };

    app.get(CLINIC_PATHS.invitations, {
      preHandler: session,
      handler: async (request) => {
        requireRight(request, 'manageClinic');
        return { invitations: await listInvitations(clinicOf(ctx, request), ctx.clock()) };
      },
    });

    app.post(CLINIC_PATHS.invitations, {
      schema: { body: invitationInput },
      preHandler: session,
      handler: async (request, reply) => {
        requireRight(request, 'manageClinic');
        const clinic = clinicOf(ctx, request);
        // E-mails are unique across clinics: a person has one Praxis account, in one clinic.
        if (await isEmailRegistered(ctx, request.body.email)) {
          throw new HttpError(409, MESSAGES.emailTaken);
        }
        const invitedBy = principalOf(request).userId;
        const issued = await issueInvitation(clinic, { ...request.body, invitedBy }, ctx.clock());
        if (!issued) throw new HttpError(409, ALREADY_INVITED);
        await send(clinic, issued);
        return reply.code(201).send({ invitation: issued.invitation });
      },
    });

    await plain.register(async (scope) => {
      acceptEmptyJsonBodies(scope);
      const bodyless = scope.withTypeProvider<ZodTypeProvider>();

      bodyless.delete(CLINIC_PATHS.invitation, {
        schema: { params: idParams },
        preHandler: session,
        handler: async (request, reply) => {
          requireRight(request, 'manageClinic');
          const clinic = clinicOf(ctx, request);
          const now = ctx.clock();
          const invitation = await unacceptedInvitation(clinic, request.params.id, now);
          await revokeInvitation(clinic, invitation.id, now);
          return reply.code(204).send();
        },
      });

      bodyless.post(CLINIC_PATHS.resend, {
        schema: { params: idParams, body: z.strictObject({}).nullish() },
        preHandler: session,
        handler: async (request) => {
          requireRight(request, 'manageClinic');
          const clinic = clinicOf(ctx, request);
          const now = ctx.clock();
          const invitation = await unacceptedInvitation(clinic, request.params.id, now);
          if (invitation.status === 'revoked') throw new HttpError(409, ALREADY_REVOKED);
          if (await isEmailRegistered(ctx, invitation.email)) {
            throw new HttpError(409, MESSAGES.emailTaken);
          }
          const issued = await renewInvitation(clinic, invitation.id, now);
          // Accepted or revoked between the read and the renewal: say so as above.
          if (!issued) throw new HttpError(409, ALREADY_ACCEPTED);
          await send(clinic, issued);
          return { invitation: issued.invitation };
        },
      });
    });
  };
}
