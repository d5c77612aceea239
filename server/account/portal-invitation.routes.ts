import type { FastifyInstance } from 'fastify';
import {
  PORTAL_MESSAGES,
  PORTAL_PATHS,
  portalInvitationAcceptance,
} from '../../common/contracts/portal.contract.ts';
import { clinicOfPortalInvitation } from '../auth/portal-accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { activePortalAccounts, startPortalSession } from '../auth/portal-sessions.ts';
import type { AppContext } from '../context.ts';
import { tenantDb } from '../db/tenant-db.ts';
import { HttpError } from '../http/http-error.ts';
import { addressLimit } from '../http/rate-limits.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';

/** Thrown inside the transaction so that nothing of a refused acceptance is stored. */
class NotValid extends Error {}

/**
 * The patient's set-password link (issue 36; public, limited per address like members'
 * invitations): the token from the link's fragment and a password with members' rules. The link
 * works once and until it expires; the account becomes active and the patient is signed in. An
 * unknown, used, replaced or expired link is a 404 and stores nothing.
 */
export function portalInvitationRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const { perAddress, windowMs } = ctx.config.requestRateLimit;

    app.post(PORTAL_PATHS.acceptInvitation, {
      schema: { body: portalInvitationAcceptance },
      preHandler: addressLimit(plain, 'portal-invitation-accept', perAddress, windowMs),
      handler: async (request, reply) => {
        const found = await clinicOfPortalInvitation(ctx, request.body.token);
        if (!found) throw new HttpError(404, PORTAL_MESSAGES.invitationNotValid);
        const passwordHash = await hashPassword(request.body.password);
        const now = ctx.clock();
        let accountId: string;
        try {
          accountId = await tenantDb(ctx.db, found.tenantId).transaction(async (clinic) => {
            const spent = await clinic
              .updateTable('portal_invitations')
              .set({ used_at: now })
              .where('token_hash', '=', found.tokenHash)
              .where('used_at', 'is', null)
              .where('expires_at', '>', now)
              .returning('account_id')
              .executeTakeFirst();
            if (!spent) throw new NotValid();
            const activated = await clinic
              .updateTable('portal_accounts')
              .set({ password_hash: passwordHash, status: 'active', activated_at: now })
              .where('id', '=', spent.account_id)
              .where('status', '=', 'invited')
              .returning('id')
              .executeTakeFirst();
            if (!activated) throw new NotValid();
            return activated.id;
          });
        } catch (error) {
          if (error instanceof NotValid) {
            throw new HttpError(404, PORTAL_MESSAGES.invitationNotValid);
          }
          throw error;
        }
        const account = await activePortalAccounts(ctx)
          .where('portal_accounts.tenant_id', '=', found.tenantId)
          .where('portal_accounts.id', '=', accountId)
          .executeTakeFirstOrThrow();
        return reply.code(201).send(await startPortalSession(ctx, account));
      },
    });
  };
}
