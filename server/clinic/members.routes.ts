import type { FastifyInstance } from 'fastify';
import {
  CLINIC_PATHS,
  memberUpdate,
  ROLE_GRANT_MESSAGES,
  CLINIC_MESSAGES,
} from '../../common/contracts/clinic.contract.ts';
import { endUserSessions } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { idParams, requireRight } from './clinic-rights.ts';
import { changeMember, listMembers } from './members.repository.ts';
import { findGrant } from './role-grants.repository.ts';

export const LAST_OWNER = CLINIC_MESSAGES.lastOwner;

/** Why a deactivated member's sessions ended (kept with each revoked session). */
export const DEACTIVATED = 'deactivated';

/**
 * The clinic's members (FHIR Practitioner + PractitionerRole): every member sees who works here;
 * owners change roles, credentials and whether a member is active. Deactivating ends the
 * member's sessions at once; the clinic's last active owner cannot be removed. Every role and
 * membership change is audited; an owner giving themselves a clinical role needs a second
 * owner's approval (202 with the pending request), or alone is under break-glass (200 with it).
 */
export function memberRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(CLINIC_PATHS.members, {
      handler: async (request) => ({ members: await listMembers(request.clinic) }),
    });

    app.patch(CLINIC_PATHS.member, {
      schema: { params: idParams, body: memberUpdate },
      handler: async (request, reply) => {
        requireRight(request, 'manageClinic');
        const clinic = request.clinic;
        const by = { userId: request.member.userId, at: ctx.clock() };
        const result = await changeMember(clinic, request.params.id, request.body, by);
        if (result.outcome === 'not-found') throw new HttpError(404, MESSAGES.notFound);
        if (result.outcome === 'last-owner') throw new HttpError(409, LAST_OWNER);
        if (result.outcome === 'grant-open')
          throw new HttpError(409, ROLE_GRANT_MESSAGES.grantOpen);
        // Their next request is refused anyway (an inactive member's session does not
        // authenticate); revoking the sessions also stops every refresh token of theirs.
        if (result.deactivated) await endUserSessions(ctx, result.member.id, DEACTIVATED);
        const grant = result.grantId ? await findGrant(clinic, result.grantId) : undefined;
        if (!grant) return { member: result.member };
        return reply
          .code(grant.status === 'pending' ? 202 : 200)
          .send({ member: result.member, grant });
      },
    });
  };
}
