import type { FastifyInstance } from 'fastify';
import {
  mayExportPatientRecord,
  PATIENT_EXPORT_PATH,
  exportFileName,
} from '../../../common/contracts/patient-export.contract.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ZodTypeProvider } from '../../http/zod-validation.ts';
import { patientIdParams, patientOr404 } from '../patient-rights.ts';
import { recordAccess } from '../record-access.repository.ts';
import { buildPatientExport } from './patient-export.ts';

export const EXPORT_REFUSED =
  'Only an owner of the clinic or the patient’s primary clinician may export the record.';

/**
 * `GET /patients/:id/export` (right of access): the record as a ZIP, for an owner or the primary
 * clinician (403 for any other member, 404 for another clinic's patient), written to the access
 * trail as `export`.
 */
export function patientExportRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(PATIENT_EXPORT_PATH, {
      schema: { params: patientIdParams },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const patient = await patientOr404(clinic, request.params.id);
        const { roles, userId } = request.member;
        if (!mayExportPatientRecord({ roles, userId }, patient)) {
          throw new HttpError(403, EXPORT_REFUSED);
        }
        const zip = await buildPatientExport(ctx, clinic, request, patient);
        await recordAccess(clinic, {
          userId,
          patientId: patient.id,
          action: 'export',
          at: ctx.clock(),
        });
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${exportFileName(patient)}"`)
          .send(Buffer.from(zip));
      },
    });
  };
}
