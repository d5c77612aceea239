import type { FastifyInstance } from 'fastify';
import { PATIENT_PATHS, careTeamInput } from '../../common/contracts/patients.contract.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import {
  auditCareTeamChange,
  careTeamOf,
  notActiveClinicians,
  replaceCareTeam,
} from './care-team.repository.ts';
import { patientIdParams, patientOr404, requireRightFor } from './patient-rights.ts';
import { updateRecord } from './record-access.repository.ts';

export const PRIMARY_STAYS =
  'The primary clinician stays on the care team: name another primary clinician first.';

/**
 * Who is on a patient's care team (their caseload, CLINICAL.md §1). Assigning clinicians is part
 * of keeping the patient's registration (the `editDemographics` right): staff, or a clinician
 * already on the team. Every member named must be an active clinician of the clinic. A change is
 * an audit event (who, the patient, the team's members before → after).
 */
export function careTeamRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.put(PATIENT_PATHS.careTeam, {
      schema: { params: patientIdParams, body: careTeamInput },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await patientOr404(clinic, request.params.id);
        requireRightFor(request, patient, 'editDemographics', {
          withoutRole: 403,
          outsideCaseload: 403,
        });
        const memberIds = [...new Set(request.body.memberIds)];
        const strangers = await notActiveClinicians(clinic, memberIds);
        if (strangers.length > 0) {
          throw new HttpError(
            400,
            `Invalid request body: memberIds: Not an active clinician of this clinic: ${strangers.join(', ')}`,
          );
        }
        const primary = patient.primaryClinicianId;
        if (primary && !memberIds.includes(primary)) throw new HttpError(400, PRIMARY_STAYS);
        const now = ctx.clock();
        const { userId } = request.member;
        await updateRecord(clinic, { userId, patientId: patient.id, at: now }, async (tx) => {
          await replaceCareTeam(tx, patient.id, memberIds);
          await auditCareTeamChange(tx, { userId, at: now }, patient, memberIds);
        });
        return careTeamOf(clinic, patient);
      },
    });
  };
}
