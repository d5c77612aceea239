import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS, profileUpdateRequest } from '../../common/contracts/account.contract.ts';
import { recordActivity, toUser, USER_COLUMNS } from '../auth/sessions.ts';
import { recordPortalActivity } from '../auth/portal-sessions.ts';
import type { AppContext } from '../context.ts';
import { updatedWhenChanged } from '../fhir/updated-when-changed.ts';
import { acceptEmptyJson } from '../http/empty-json.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';

/** Who am I and the profile: a signed-in member's own account. */
export function ownAccountRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(ACCOUNT_PATHS.me, {
      handler: async (request) => ({ user: request.member.user }),
    });

    app.put(ACCOUNT_PATHS.profile, {
      schema: { body: profileUpdateRequest },
      handler: async (request) => {
        const { userId, tenantId } = request.member;
        const row = await ctx.db
          .updateTable('users')
          .set(() => {
            const names = { first_name: request.body.firstName, last_name: request.body.lastName };
            // The member's FHIR Practitioner shows the name: it changed now, if it changed.
            return { ...names, updated_at: updatedWhenChanged(ctx.clock(), names) };
          })
          .where('id', '=', userId)
          .where('tenant_id', '=', tenantId)
          .returning(USER_COLUMNS)
          .executeTakeFirst();
        if (!row) throw new HttpError(401, MESSAGES.unauthorized);
        return { user: toUser(row) };
      },
    });
  };
}

/**
 * The browser's heartbeat while the user is there: the server's idle limit counts from it. A
 * member's session or a portal patient's (registered in `signedInMemberOrPatient`).
 */
export function sessionActivityRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    acceptEmptyJson(plain).post(ACCOUNT_PATHS.activity, {
      handler: async (request, reply) => {
        const patient = request.portalPrincipal;
        if (patient) await recordPortalActivity(ctx, patient.sessionId);
        else await recordActivity(ctx, request.member.sessionId);
        return reply.code(204).send();
      },
    });
  };
}
