import type { FastifyInstance } from 'fastify';
import { etagOf } from '../../common/contracts/documents.contract.ts';
import {
  INTAKE_MESSAGES,
  INTAKE_PATHS,
  intakeCreateInput,
} from '../../common/contracts/intake.contract.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { clinicalPatient, patientIdParams } from '../patients/patient-rights.ts';
import { updateRecord } from '../patients/record-access.repository.ts';
import { flagSuicideRiskIfAnswered } from './intake-effects.ts';
import { findIntake, insertIntake, listIntakeSummaries } from './intake.repository.ts';

/** Refuses (400) a session that is not this patient's (another patient's, another clinic's, none). */
async function requirePatientsSession(clinic: TenantDb, patientId: string, encounterId: string) {
  const session = await clinic
    .selectFrom('encounters')
    .select('patient_id')
    .where('id', '=', encounterId)
    .executeTakeFirst();
  if (session?.patient_id !== patientId)
    throw new HttpError(400, INTAKE_MESSAGES.notThisPatientsSession);
}

/**
 * A patient's intakes: the list (summaries, no contents; drafts of others are listed, so a
 * colleague sees one exists) and starting a draft. Both for clinicians on the care team only;
 * anyone else gets 404. The list shows no contents (who started which intake, when, its status),
 * so, like the notes' list, it writes no line in the trail: "Read an intake" means one was opened.
 */
export function patientIntakeRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(INTAKE_PATHS.patientIntakes, {
      schema: { params: patientIdParams },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await clinicalPatient(request, clinic, request.params.id, 'readClinical');
        const intakes = await listIntakeSummaries(clinic, patient.id);
        return { intakes };
      },
    });

    app.post(INTAKE_PATHS.patientIntakes, {
      schema: { params: patientIdParams, body: intakeCreateInput },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const patient = await clinicalPatient(request, clinic, request.params.id, 'writeClinical');
        const { encounterId, content } = request.body;
        if (encounterId !== null) await requirePatientsSession(clinic, patient.id, encounterId);
        const { userId } = request.member;
        const now = ctx.clock();
        const id = await updateRecord(
          clinic,
          { userId, patientId: patient.id, at: now },
          async (tx) => {
            const created = await insertIntake(tx, {
              patientId: patient.id,
              encounterId,
              authorId: userId,
              content,
              now,
            });
            await flagSuicideRiskIfAnswered(tx, patient.id, content, now);
            return created;
          },
        );
        const intake = await findIntake(clinic, id);
        if (!intake) throw new HttpError(404, MESSAGES.notFound);
        return reply.code(201).header('etag', etagOf(intake.version)).send({ intake });
      },
    });
  };
}
