import type { FastifyInstance } from 'fastify';
import {
  QUESTIONNAIRE_MESSAGES,
  QUESTIONNAIRE_PATHS,
  assignmentInput,
  assignmentParams,
  crisisLinesInput,
  patientIntakeParams,
} from '../../common/contracts/questionnaires.contract.ts';
import { dueQuestionnaires } from '../../common/clinical/questionnaire-due.ts';
import type { AppContext } from '../context.ts';
import { acceptEmptyJsonBodies, requireRight } from '../clinic/clinic-rights.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { clinicalPatient, patientIdParams } from '../patients/patient-rights.ts';
import { recordAccess, updateRecord } from '../patients/record-access.repository.ts';
import {
  answeredOccasions,
  assignmentView,
  createAssignment,
  endAssignment,
  listAssignments,
  listPatientProvidedIntakes,
  reviewPatientIntake,
  upcomingSessions,
} from './assignments.repository.ts';
import { readCrisisLines, writeCrisisLines } from './crisis-lines.repository.ts';

/** The patient's assignments and what is due now, as the chart and the portal show them. */
async function assignmentsOf(clinic: TenantDb, patientId: string, now: Date) {
  const [assignments, answered, sessions] = await Promise.all([
    listAssignments(clinic, patientId),
    answeredOccasions(clinic, patientId),
    upcomingSessions(clinic, patientId, now),
  ]);
  return {
    assignments: assignments.map(assignmentView),
    due: dueQuestionnaires(assignments, answered, sessions, now),
  };
}

/**
 * Questionnaires before the session, the members' side (issue 36, decision "c36-forms"): the
 * care team's clinicians assign and end them and review the intake parts patients filled in (what
 * to ask a patient is a clinical decision; anyone else, and another clinic, gets 404 like the
 * scores); every member reads the clinic's crisis lines, owners set them.
 */
export function questionnaireRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    acceptEmptyJsonBodies(plain);
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(QUESTIONNAIRE_PATHS.assignments, {
      schema: { params: patientIdParams },
      handler: async (request) => {
        const patient = await clinicalPatient(request, request.clinic, request.params.id);
        return assignmentsOf(request.clinic, patient.id, ctx.clock());
      },
    });

    app.post(QUESTIONNAIRE_PATHS.assignments, {
      schema: { params: patientIdParams, body: assignmentInput },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const patient = await clinicalPatient(request, clinic, request.params.id, 'writeClinical');
        const { userId } = request.member;
        const now = ctx.clock();
        try {
          await updateRecord(clinic, { userId, patientId: patient.id, at: now }, (tx) =>
            createAssignment(tx, { ...request.body, patientId: patient.id, by: userId, at: now }),
          );
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new HttpError(409, QUESTIONNAIRE_MESSAGES.alreadyAssigned);
          }
          throw error;
        }
        return reply.code(201).send(await assignmentsOf(clinic, patient.id, now));
      },
    });

    app.delete(QUESTIONNAIRE_PATHS.assignment, {
      schema: { params: assignmentParams },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await clinicalPatient(request, clinic, request.params.id, 'writeClinical');
        const { userId } = request.member;
        const now = ctx.clock();
        const ended = await updateRecord(clinic, { userId, patientId: patient.id, at: now }, (tx) =>
          endAssignment(tx, patient.id, request.params.assignmentId, now),
        );
        if (!ended) throw new HttpError(404, MESSAGES.notFound);
        return assignmentsOf(clinic, patient.id, now);
      },
    });

    app.get(QUESTIONNAIRE_PATHS.patientIntakes, {
      schema: { params: patientIdParams },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await clinicalPatient(request, clinic, request.params.id);
        const intakes = await listPatientProvidedIntakes(clinic, patient.id);
        // What the patient wrote is clinical content: its read is on the chart's trail.
        if (intakes.length > 0) {
          await recordAccess(clinic, {
            userId: request.member.userId,
            patientId: patient.id,
            action: 'read-intake',
            at: ctx.clock(),
          });
        }
        return { intakes };
      },
    });

    app.post(QUESTIONNAIRE_PATHS.patientIntakeReview, {
      schema: { params: patientIntakeParams },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await clinicalPatient(request, clinic, request.params.id, 'writeClinical');
        const { userId } = request.member;
        const now = ctx.clock();
        const outcome = await updateRecord(
          clinic,
          { userId, patientId: patient.id, at: now },
          (tx) =>
            reviewPatientIntake(tx, {
              patientId: patient.id,
              responseId: request.params.responseId,
              by: userId,
              at: now,
            }),
        );
        if (outcome === 'none') throw new HttpError(404, MESSAGES.notFound);
        if (outcome === 'already') throw new HttpError(409, QUESTIONNAIRE_MESSAGES.alreadyReviewed);
        return { intakes: await listPatientProvidedIntakes(clinic, patient.id) };
      },
    });

    app.get(QUESTIONNAIRE_PATHS.crisisLines, {
      handler: async (request) => ({ crisisLines: await readCrisisLines(request.clinic) }),
    });

    app.put(QUESTIONNAIRE_PATHS.crisisLines, {
      schema: { body: crisisLinesInput },
      handler: async (request) => {
        requireRight(request, 'manageClinic');
        const crisisLines = await writeCrisisLines(
          request.clinic,
          request.body,
          request.member.userId,
          ctx.clock(),
        );
        return { crisisLines };
      },
    });
  };
}
