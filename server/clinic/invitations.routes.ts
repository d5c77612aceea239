import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CLINIC_PATHS,
  invitationInput,
  invitationsPageQuery,
} from '../../common/contracts/clinic.contract.ts';
import { isEmailRegistered } from '../auth/invitation-identity.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { clinicNameOf } from './clinic-profile.repository.ts';
import { acceptEmptyJsonBodies, idParams, requireRight } from './clinic-rights.ts';
import { checkInvitationMail, countInvitationMail } from '../mail/invitation-mail-limit.ts';
import { tooManyAttempts } from '../http/http-error.ts';
import { mailAccountExists, mailInvitation } from './invitation-mail.ts';
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

const TOO_MANY = {
  clinic: 'Too many invitation e-mails from this clinic',
  address: 'Too many invitation e-mails to this address',
} as const;

/**
 * Invitations (owners only): invite by e-mail with roles, list them with their state, revoke,
 * and resend with a new token. Only a token's SHA-256 is stored; the token itself is only in
 * the mailed link's fragment, never in a response or a log.
 *
 * Every invitation and resend is a mail: so many per clinic and per address in a window, then
 * 429 with the wait (issue 31). An address that already has an account is answered exactly as
 * any other (the invitation is kept, and can never be accepted); its owner gets a notice instead
 * of a link, so inviting does not tell whether an e-mail has an account.
 */
export function invitationRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    /** Refuses (429, with the wait) a mail past the clinic's or the address's limit. */
    const withinMailLimit = async (clinic: TenantDb, email: string) => {
      const verdict = await checkInvitationMail(ctx, clinic.tenantId, email);
      if (verdict.allowed) return;
      const wait = verdict.retryAfterS;
      throw tooManyAttempts(`${TOO_MANY[verdict.scope]}. Try again in ${wait} seconds.`, wait);
    };

    const send = async (clinic: TenantDb, { invitation, token }: Issued) => {
      await countInvitationMail(ctx, clinic.tenantId, invitation.email);
      if (await isEmailRegistered(ctx, invitation.email)) {
        await mailAccountExists(ctx, invitation.email);
        return;
      }
      const clinicName = await clinicNameOf(clinic);
      await mailInvitation(ctx, { email: invitation.email, clinicName, token });
    };

    app.get(CLINIC_PATHS.invitations, {
      schema: { querystring: invitationsPageQuery },
      handler: async (request) => {
        requireRight(request, 'manageClinic');
        const page = await listInvitations(request.clinic, ctx.clock(), request.query);
        if (!page) throw new HttpError(400, MESSAGES.unknownCursor);
        return page;
      },
    });

    app.post(CLINIC_PATHS.invitations, {
      schema: { body: invitationInput },
      handler: async (request, reply) => {
        requireRight(request, 'manageClinic');
        const clinic = request.clinic;
        await withinMailLimit(clinic, request.body.email);
        const invitedBy = request.member.userId;
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
        handler: async (request, reply) => {
          requireRight(request, 'manageClinic');
          const clinic = request.clinic;
          const now = ctx.clock();
          const invitation = await unacceptedInvitation(clinic, request.params.id, now);
          await revokeInvitation(clinic, invitation.id, now);
          return reply.code(204).send();
        },
      });

      bodyless.post(CLINIC_PATHS.resend, {
        schema: { params: idParams, body: z.strictObject({}).nullish() },
        handler: async (request) => {
          requireRight(request, 'manageClinic');
          const clinic = request.clinic;
          const now = ctx.clock();
          const invitation = await unacceptedInvitation(clinic, request.params.id, now);
          if (invitation.status === 'revoked') throw new HttpError(409, ALREADY_REVOKED);
          await withinMailLimit(clinic, invitation.email);
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
