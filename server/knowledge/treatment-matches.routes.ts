import type { FastifyInstance } from 'fastify';
import { KNOWLEDGE_PATHS, type MatchResponse } from '../../common/contracts/knowledge.contract.ts';
import { matchTreatments } from '../../common/knowledge/match-treatments.ts';
import type { AppContext } from '../context.ts';
import { knowledgeDbOf } from '../db/knowledge-db.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { patientIdParams, patientOr404, requireRightFor } from '../patients/patient-rights.ts';
import { recordAccess } from '../patients/record-access.repository.ts';
import { listTreatments } from './knowledge.repository.ts';
import { patientMatchBasis } from './patient-match-basis.ts';

/**
 * A patient's treatment matches (issue 12) are made from the chart's clinical contents (active
 * diagnoses, the intake's presenting problem), so they follow the diagnoses' rule (CLINICAL.md
 * §1): only a clinician on the patient's care team reads them; anyone else, and another clinic,
 * gets 404. Each read is in the record-access trail.
 */
export function treatmentMatchRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(KNOWLEDGE_PATHS.patientMatch, {
      schema: { params: patientIdParams },
      handler: async (request): Promise<MatchResponse> => {
        const clinic = request.clinic;
        const patient = await patientOr404(clinic, request.params.id);
        requireRightFor(request, patient, 'readClinical', {
          withoutRole: 404,
          outsideCaseload: 404,
        });
        const { userId } = request.member;
        const now = ctx.clock();
        const basis = await patientMatchBasis(clinic, patient, { userId, now });
        const matches = matchTreatments(await listTreatments(knowledgeDbOf(ctx)), basis);
        await recordAccess(clinic, {
          userId,
          patientId: patient.id,
          action: 'read-treatment-matches',
          at: now,
        });
        return { basis, matches };
      },
    });
  };
}
