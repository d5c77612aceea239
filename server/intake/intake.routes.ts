import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { intakeRecordRoutes } from './intake-record.routes.ts';
import { intakeSignRoutes } from './intake-sign.routes.ts';
import { observationRoutes } from './observations.routes.ts';
import { patientIntakeRoutes } from './patient-intakes.routes.ts';

/**
 * The intake questionnaire (FHIR QuestionnaireResponse) and the PHQ-9 / GAD-7 scores
 * (Observation): issue 10, `common/contracts/intake.contract.ts`.
 */
export function intakeRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(patientIntakeRoutes(ctx));
    await app.register(intakeRecordRoutes(ctx));
    await app.register(intakeSignRoutes(ctx));
    await app.register(observationRoutes(ctx));
  };
}
