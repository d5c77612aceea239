import type { FastifyInstance } from 'fastify';
import {
  SERIES_MESSAGES,
  SERIES_PATHS,
  seriesInput,
} from '../../common/contracts/series.contract.ts';
import type { AppContext } from '../context.ts';
import { activeClinicians } from '../availability/availability.repository.ts';
import { NOT_A_CLINICIAN } from '../encounters/booking.ts';
import { requireMayBookFor } from '../encounters/encounter-access.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { bookSeries, previewSeries } from './series-booking.ts';

/**
 * Recurring sessions (issue 32): staff and clinicians (for their caseload) preview a series, then
 * book it: every occurrence in one transaction or none, each conflict named by its date.
 */
export function seriesRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.post(SERIES_PATHS.preview, {
      schema: { body: seriesInput },
      handler: async (request) => {
        await requireMayBookFor(request, request.body.patientId);
        if ((await activeClinicians(request.clinic, request.body.clinicianId)).length === 0) {
          throw new HttpError(400, NOT_A_CLINICIAN);
        }
        return previewSeries(request.clinic, request.body);
      },
    });

    app.post(SERIES_PATHS.list, {
      schema: { body: seriesInput },
      handler: async (request, reply) => {
        await requireMayBookFor(request, request.body.patientId);
        const { userId } = request.member;
        const outcome = await bookSeries(request.clinic, request.body, userId, ctx.clock());
        if ('conflicts' in outcome) {
          const dates = [...new Set(outcome.conflicts.map((c) => c.date))];
          return reply.code(409).send({
            message: SERIES_MESSAGES.conflicts(dates),
            code: 'series-conflicts',
            conflicts: outcome.conflicts,
          });
        }
        if ('outside' in outcome) {
          return reply.code(409).send({
            message: SERIES_MESSAGES.outsideAvailability(outcome.outside),
            code: 'outside-availability',
            dates: outcome.outside,
          });
        }
        return reply.code(201).send(outcome.booked);
      },
    });
  };
}
