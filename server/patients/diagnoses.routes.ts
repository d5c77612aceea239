import type { FastifyInstance } from 'fastify';
import { PATIENT_PATHS, diagnosisInput } from '../../common/contracts/patients.contract.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { requireDateInPatientLife } from './clinic-calendar.ts';
import { addDiagnosis, hasActiveDiagnosis, listDiagnoses } from './diagnoses.repository.ts';
import { clinicalPatient, patientIdParams, requireRightFor } from './patient-rights.ts';
import { recordAccess, updateRecord } from './record-access.repository.ts';

const ALREADY_ACTIVE = 'This diagnosis is already active for the patient.';

/**
 * Diagnoses are clinical contents (CLINICAL.md §1): only a clinician on the patient's care team
 * reads or adds them. Anyone else (staff, an owner, a clinician outside the caseload, another
 * clinic) gets 404, so a refused read does not reveal the patient. Each read is audited.
 */
export function diagnosisRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(PATIENT_PATHS.diagnoses, {
      schema: { params: patientIdParams },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await clinicalPatient(request, clinic, request.params.id);
        const diagnoses = await listDiagnoses(clinic, patient.id);
        await recordAccess(clinic, {
          userId: request.member.userId,
          patientId: patient.id,
          action: 'read-diagnoses',
          at: ctx.clock(),
        });
        return { diagnoses };
      },
    });

    app.post(PATIENT_PATHS.diagnoses, {
      schema: { params: patientIdParams, body: diagnosisInput },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const patient = await clinicalPatient(request, clinic, request.params.id);
        requireRightFor(request, patient, 'writeClinical', {
          withoutRole: 404,
          outsideCaseload: 404,
        });
        const now = ctx.clock();
        const { onsetDate, code } = request.body;
        if (onsetDate) await requireDateInPatientLife(clinic, patient, 'onsetDate', onsetDate, now);
        if ((request.body.status ?? 'active') === 'active') {
          if (await hasActiveDiagnosis(clinic, patient.id, code)) {
            throw new HttpError(409, ALREADY_ACTIVE);
          }
        }
        const { userId } = request.member;
        await updateRecord(clinic, { userId, patientId: patient.id, at: now }, (tx) =>
          addDiagnosis(tx, { patientId: patient.id, input: request.body, recordedBy: userId, now }),
        );
        return reply.code(201).send({ diagnoses: await listDiagnoses(clinic, patient.id) });
      },
    });
  };
}
