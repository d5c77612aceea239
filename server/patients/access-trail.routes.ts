import type { FastifyInstance } from 'fastify';
import { PATIENT_PATHS, accessTrailQuery } from '../../common/contracts/patients.contract.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { listAccessTrail } from './access-trail.repository.ts';
import { patientIdParams, patientOr404, requireRightFor } from './patient-rights.ts';

/**
 * The record-access trail of one patient (CLINICAL.md decision 9): owners review it
 * (`reviewAccessTrail`); every other member is refused (403). Reviewing the trail is not itself
 * a line of it: it shows no clinical contents, only who opened the record.
 */
export function accessTrailRoutes() {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(PATIENT_PATHS.access, {
      schema: { params: patientIdParams, querystring: accessTrailQuery },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await patientOr404(clinic, request.params.id);
        requireRightFor(request, patient, 'reviewAccessTrail', {
          withoutRole: 403,
          outsideCaseload: 403,
        });
        return listAccessTrail(clinic, patient.id, request.query);
      },
    });
  };
}
