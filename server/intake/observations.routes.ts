import type { FastifyInstance } from 'fastify';
import {
  incompleteScoreMessage,
  INTAKE_PATHS,
  OBSERVATIONS_PAGE_DEFAULT,
  observationsPageQuery,
  rescoreInput,
} from '../../common/contracts/intake.contract.ts';
import { INSTRUMENTS, scoreInstrument } from '../../common/scoring/instruments.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { clinicalPatient, patientIdParams } from '../patients/patient-rights.ts';
import { recordAccess, updateRecord } from '../patients/record-access.repository.ts';
import { listObservations, recordScore } from './observations.repository.ts';

/**
 * A patient's PHQ-9 / GAD-7 scores (FHIR Observation): the trend (oldest first) and a re-score
 * between intakes. Clinical contents: clinicians on the care team only, anyone else 404. The
 * server scores the answers; a form with an unanswered item has no total, so a re-score of one
 * is refused (422) rather than stored.
 */
export function observationRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(INTAKE_PATHS.observations, {
      schema: { params: patientIdParams, querystring: observationsPageQuery },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await clinicalPatient(request, clinic, request.params.id, 'readClinical');
        const page = await listObservations(clinic, patient.id, request.query);
        if (!page) throw new HttpError(400, MESSAGES.unknownCursor);
        // No score shown is no score read: an empty page writes no line.
        if (page.observations.length > 0) {
          await recordAccess(clinic, {
            userId: request.member.userId,
            patientId: patient.id,
            action: 'read-observations',
            at: ctx.clock(),
          });
        }
        return page;
      },
    });

    app.post(INTAKE_PATHS.observations, {
      schema: { params: patientIdParams, body: rescoreInput },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const patient = await clinicalPatient(request, clinic, request.params.id, 'writeClinical');
        const { instrument, answers } = request.body;
        const score = scoreInstrument(instrument, answers);
        if (!score.complete) {
          const items = score.unanswered.map((item) => item + 1);
          const { itemCount } = INSTRUMENTS[instrument];
          throw new HttpError(422, incompleteScoreMessage(instrument, items, itemCount));
        }
        const { userId } = request.member;
        const now = ctx.clock();
        await updateRecord(clinic, { userId, patientId: patient.id, at: now }, (tx) =>
          recordScore(tx, {
            patientId: patient.id,
            instrument,
            answers,
            intakeId: null,
            by: userId,
            at: now,
          }),
        );
        const first = await listObservations(clinic, patient.id, {
          limit: OBSERVATIONS_PAGE_DEFAULT,
        });
        return reply.code(201).send(first);
      },
    });
  };
}
