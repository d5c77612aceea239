import type { FastifyInstance } from 'fastify';
import {
  PORTAL_SMART_MESSAGES,
  PORTAL_SMART_PATHS,
  portalSmartGrantParams,
} from '../../common/contracts/portal-smart.contract.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { listPatientGrants, revokePatientGrant } from './patient-grants.repository.ts';

/**
 * The patient's own apps (issue 36), in `portalSignedIn`: the grants they approved and still
 * live, and revoking one (its access and refresh tokens stop at the next request). Another
 * patient's grant, or a member's, is a 404 like one that does not exist.
 */
export function portalSmartGrantRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(PORTAL_SMART_PATHS.grants, async (request) => ({
      grants: await listPatientGrants(request.patientClinic, request.patient.accountId),
    }));

    app.post(PORTAL_SMART_PATHS.revoke, {
      schema: { params: portalSmartGrantParams },
      handler: async (request, reply) => {
        const revoked = await revokePatientGrant(
          request.patientClinic,
          request.patient.accountId,
          request.params.grantId,
          ctx.clock(),
        );
        if (!revoked) throw new HttpError(404, PORTAL_SMART_MESSAGES.unknownGrant);
        return reply.code(204).send();
      },
    });
  };
}
