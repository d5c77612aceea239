import type { FastifyInstance } from 'fastify';
import { PORTAL_PATHS } from '../../common/contracts/portal.contract.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { readPortalMe } from './portal-patient.repository.ts';

/**
 * The portal patient's own routes (issue 36), registered in `portalSignedIn`: the patient is
 * `request.patient` (from the token), their clinic `request.patientClinic`.
 */
export function portalRoutes() {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(PORTAL_PATHS.me, {
      handler: async (request) => readPortalMe(request.patientClinic, request.patient),
    });
  };
}
