import type { FastifyInstance } from 'fastify';
import {
  PATIENT_PATHS,
  flagsInput,
  patientFlag,
} from '../../common/contracts/patients.contract.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { patientIdParams, patientOr404, requireRightFor } from './patient-rights.ts';
import { findPatient } from './patients.repository.ts';
import { updateRecord } from './record-access.repository.ts';
import { notifyRiskFlagsAdded } from '../notifications/notify-events.ts';

/**
 * The risk and care flags on a chart are clinical judgement: only a clinician on the patient's
 * care team sets them (`writeClinical`). Staff and owners are refused (403); a clinician outside
 * the caseload gets 404, as for any clinical contents. Answers the patient as it now stands. A
 * risk flag added notifies the rest of the care team (issue 30).
 */
export function flagsRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.put(PATIENT_PATHS.flags, {
      schema: { params: patientIdParams, body: flagsInput },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await patientOr404(clinic, request.params.id);
        requireRightFor(request, patient, 'writeClinical', {
          withoutRole: 403,
          outsideCaseload: 404,
        });
        // Each flag once, in the contract's order, whatever order they were sent in.
        const flags = patientFlag.options.filter((flag) => request.body.flags.includes(flag));
        const now = ctx.clock();
        const { userId } = request.member;
        const updated = await updateRecord(
          clinic,
          { userId, patientId: patient.id, at: now },
          async (tx) => {
            await tx
              .updateTable('patients')
              .set({ flags, updated_at: now })
              .where('id', '=', patient.id)
              .execute();
            const change = { patientId: patient.id, before: patient.flags, after: flags };
            await notifyRiskFlagsAdded(tx, change, userId, now);
            return findPatient(tx, patient.id);
          },
        );
        if (!updated) throw new HttpError(404, MESSAGES.notFound);
        return { patient: updated };
      },
    });
  };
}
