import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SERIES_MESSAGES,
  SERIES_PATHS,
  seriesCancelRest,
  seriesFollowingChange,
  seriesInput,
} from '../../common/contracts/series.contract.ts';
import type { AppContext } from '../context.ts';
import { activeClinicians } from '../availability/availability.repository.ts';
import { outsideAvailabilityReply } from '../availability/availability-view.ts';
import { NOT_A_CLINICIAN } from '../encounters/booking.ts';
import {
  idParams,
  requireBookingRight,
  requireCaseloadUnlessStaff,
  requireMayBookFor,
} from '../encounters/encounter-access.ts';
import { findPatientForBooking } from '../encounters/encounter-people.repository.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { bookSeries, previewSeries, type Conflict } from './series-booking.ts';
import { cancelRest, moveFollowing } from './series-changes.ts';
import { recordAccess } from '../patients/record-access.repository.ts';
import { findSeries, readSeriesDetail } from './series.repository.ts';

/** The 409 of a series whose occurrences meet other sessions: every date named, nothing stored. */
function sendConflicts(reply: FastifyReply, conflicts: (Conflict & { date: string })[]) {
  const dates = [...new Set(conflicts.map((c) => c.date))];
  return reply.code(409).send({
    message: SERIES_MESSAGES.conflicts(dates),
    code: 'series-conflicts',
    conflicts,
  });
}

/**
 * Changing a booked series, as rescheduling one session: the booking right, a series of this
 * clinic (404 otherwise, like another clinic's), its patient on the caller's caseload unless they
 * are front desk (403). A discharged patient's rest may still be cancelled.
 */
async function requireMayChangeSeries(request: FastifyRequest, id: string) {
  requireBookingRight(request);
  const found = await findSeries(request.clinic, id);
  if (!found) throw new HttpError(404, MESSAGES.notFound);
  const patient = await findPatientForBooking(
    request.clinic,
    found.patientId,
    request.member.userId,
  );
  requireCaseloadUnlessStaff(request, Boolean(patient?.onCaseload), 'change sessions');
  return found;
}

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
        if ('conflicts' in outcome) return sendConflicts(reply, outcome.conflicts);
        if ('outside' in outcome) {
          return reply.code(409).send(outsideAvailabilityReply(outcome.outside));
        }
        return reply.code(201).send(outcome.booked);
      },
    });

    app.get(SERIES_PATHS.one, {
      schema: { params: idParams },
      handler: async (request) => {
        const found = await requireMayChangeSeries(request, request.params.id);
        const detail = await readSeriesDetail(request.clinic, found.id);
        if (!detail) throw new HttpError(404, MESSAGES.notFound);
        await recordAccess(request.clinic, {
          userId: request.member.userId,
          patientId: found.patientId,
          action: 'read',
          at: ctx.clock(),
        });
        return detail;
      },
    });

    app.post(SERIES_PATHS.following, {
      schema: { params: idParams, body: seriesFollowingChange },
      handler: async (request, reply) => {
        const found = await requireMayChangeSeries(request, request.params.id);
        const by = { userId: request.member.userId, at: ctx.clock() };
        const outcome = await moveFollowing(request.clinic, found.id, request.body, by);
        if ('conflicts' in outcome) return sendConflicts(reply, outcome.conflicts);
        if ('preview' in outcome) {
          return { encounters: outcome.preview, outsideAvailability: outcome.outside };
        }
        if ('outside' in outcome) {
          return reply.code(409).send(outsideAvailabilityReply(outcome.outside));
        }
        return { encounters: outcome.changed };
      },
    });

    app.post(SERIES_PATHS.cancelRest, {
      schema: { params: idParams, body: seriesCancelRest },
      handler: async (request) => {
        const found = await requireMayChangeSeries(request, request.params.id);
        const at = ctx.clock();
        return { encounters: await cancelRest(request.clinic, found.id, request.body, at) };
      },
    });
  };
}
