import type { FastifyInstance } from 'fastify';
import { CLINIC_PATHS, clinicUpdate } from '../../common/contracts/clinic.contract.ts';
import type { AppContext } from '../context.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { readClinic, updateClinic } from './clinic-profile.repository.ts';
import { requireRight } from './clinic-rights.ts';

/** The clinic's profile and settings (FHIR Organization): every member reads; owners edit. */
export function clinicProfileRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(CLINIC_PATHS.profile, {
      handler: async (request) => ({ clinic: await readClinic(request.clinic) }),
    });

    app.patch(CLINIC_PATHS.profile, {
      schema: { body: clinicUpdate },
      handler: async (request) => {
        requireRight(request, 'manageClinic');
        return { clinic: await updateClinic(request.clinic, request.body, ctx.clock()) };
      },
    });
  };
}
