import type { FastifyInstance } from 'fastify';
import {
  QUESTIONNAIRE_PATHS,
  answersInput,
} from '../../common/contracts/questionnaires.contract.ts';
import { dueQuestionnaires } from '../../common/clinical/questionnaire-due.ts';
import type { AppContext } from '../context.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { recordPortalRead } from '../portal/portal-read-trail.ts';
import { answerQuestionnaire } from './answer-questionnaire.ts';
import { answeredOccasions, listAssignments, upcomingSessions } from './assignments.repository.ts';
import { readCrisisLines } from './crisis-lines.repository.ts';

/**
 * The portal patient's questionnaires (issue 36), in `portalSignedIn`: the clinic and the patient
 * are the token's (`request.patientClinic`, `request.patient`), never ids from the request, so
 * another patient's or clinic's questionnaires cannot be named; a member's token is refused (403)
 * by the scope.
 */
export function portalQuestionnaireRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(QUESTIONNAIRE_PATHS.portal, {
      handler: async (request) => {
        const clinic = request.patientClinic;
        const { patientId } = request.patient;
        const now = ctx.clock();
        const [assignments, answered, sessions, crisisLines] = await Promise.all([
          listAssignments(clinic, patientId),
          answeredOccasions(clinic, patientId),
          upcomingSessions(clinic, patientId, now),
          readCrisisLines(clinic),
        ]);
        // What the clinic asks of the patient is their record's: the read is on the chart's trail.
        await recordPortalRead(ctx, request);
        return { due: dueQuestionnaires(assignments, answered, sessions, now), crisisLines };
      },
    });

    app.post(QUESTIONNAIRE_PATHS.portal, {
      schema: { body: answersInput },
      handler: async (request, reply) => {
        const result = await answerQuestionnaire(
          request.patientClinic,
          request.patient.patientId,
          request.body,
          ctx.clock(),
        );
        return reply.code(201).send(result);
      },
    });
  };
}
