import type { FastifyInstance } from 'fastify';
import {
  CLINIC_PATHS,
  invitationAcceptance,
  invitationLookup,
} from '../../common/contracts/clinic.contract.ts';
import { clinicOfInvitation } from '../auth/invitation-identity.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/secrets.ts';
import { startSession } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { addressLimit } from '../http/rate-limits.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { acceptInvitation, lookUpInvitation } from './invitation-acceptance.repository.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

/** One answer for an unknown, used, revoked or expired token: which one is nobody's business. */
export const INVITATION_NOT_VALID =
  'This invitation link is not valid: it may have been used, revoked or have expired.';

/**
 * The invitee's side (public, no session; limited per address like sign-up): look up who invites
 * whom, then accept, which creates the member in that clinic and signs them in. The token comes
 * in the request body, never in a URL a log could keep.
 */
export function invitationAcceptanceRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const { perAddress, windowMs } = ctx.config.requestRateLimit;

    app.post(CLINIC_PATHS.lookupInvitation, {
      schema: { body: invitationLookup },
      preHandler: addressLimit(plain, 'invitation-lookup', perAddress, windowMs),
      handler: async (request) => {
        const tokenHash = hashToken(request.body.token);
        const clinic = await clinicOfInvitation(ctx, tokenHash);
        const found = clinic && (await lookUpInvitation(clinic, tokenHash, ctx.clock()));
        if (!found) throw new HttpError(404, INVITATION_NOT_VALID);
        return found;
      },
    });

    app.post(CLINIC_PATHS.acceptInvitation, {
      schema: { body: invitationAcceptance },
      preHandler: addressLimit(plain, 'invitation-accept', perAddress, windowMs),
      handler: async (request, reply) => {
        const { token, firstName, lastName, password } = request.body;
        const tokenHash = hashToken(token);
        const clinic = await clinicOfInvitation(ctx, tokenHash);
        if (!clinic) throw new HttpError(404, INVITATION_NOT_VALID);
        const passwordHash = await hashPassword(password);
        const invitee = { firstName, lastName, passwordHash };
        let member;
        try {
          member = await acceptInvitation(clinic, tokenHash, invitee, ctx.clock());
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, MESSAGES.emailTaken);
          throw error;
        }
        if (!member) throw new HttpError(404, INVITATION_NOT_VALID);
        return reply.code(201).send(await startSession(ctx, member));
      },
    });
  };
}
