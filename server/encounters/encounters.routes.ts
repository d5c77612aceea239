import type { FastifyInstance } from 'fastify';
import {
  ENCOUNTER_PATHS,
  encounterInput,
  encounterListQuery,
  encounterUpdate,
} from '../../common/contracts/encounters.contract.ts';
import type { AppContext } from '../context.ts';
import { outsideAvailabilityReply } from '../availability/availability-view.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { keptAnswers, sendKept } from '../http/kept-answers.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { recordAccess } from '../patients/record-access.repository.ts';
import { bookEncounter, rescheduleEncounter } from './booking.ts';
import { dayRoutes } from './day.routes.ts';
import {
  doubleBooking,
  idParams,
  requireBookingRight,
  requireCaseloadUnlessStaff,
  requireMayBookFor,
  NO_PATIENT,
} from './encounter-access.ts';
import { seenAs, viewerOf } from './session-visibility.ts';
import { findPatientForBooking, hasSessionWith } from './encounter-people.repository.ts';
import { transitionRoutes } from './encounter-transitions.routes.ts';
import { findEncounter } from './encounters.repository.ts';
import { listEncounters } from './encounters.list.ts';
import { scheduleVersion } from './schedule-version.repository.ts';

/**
 * Clinical sessions (CLINICAL.md §1–2, FHIR Encounter): staff and clinicians book and reschedule
 * them, a clinician without the front-desk role for their caseload only; no clinician is ever
 * double-booked. A session the caller may not see is a 404, like another clinic's. A list (the
 * front desk's day) is kept by who sees it and what it asks, while the clinic's schedule version
 * stands (docs/decisions.md c35-schedule-version).
 */
export function encounterRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const lists = keptAnswers(ctx.config.keepAnswers);

    app.post(ENCOUNTER_PATHS.list, {
      schema: { body: encounterInput },
      handler: async (request, reply) => {
        await requireMayBookFor(request, request.body.patientId);
        const clinic = request.clinic;
        const { userId } = request.member;
        const outcome = await bookEncounter(clinic, request.body, userId, ctx.clock());
        if ('conflict' in outcome) return reply.code(409).send(doubleBooking(outcome.conflict));
        if ('outside' in outcome)
          return reply.code(409).send(outsideAvailabilityReply(outcome.outside));
        return reply.code(201).send({ encounter: outcome.booked });
      },
    });

    app.patch(ENCOUNTER_PATHS.one, {
      schema: { params: idParams, body: encounterUpdate },
      handler: async (request, reply) => {
        requireBookingRight(request);
        const clinic = request.clinic;
        const viewer = viewerOf(request);
        const current = await findEncounter(clinic, request.params.id, viewer);
        if (!current) throw new HttpError(404, MESSAGES.notFound);
        const patient = await findPatientForBooking(clinic, current.patient.id, viewer.userId);
        requireCaseloadUnlessStaff(request, Boolean(patient?.onCaseload), 'change sessions');
        const outcome = await rescheduleEncounter(clinic, current.id, request.body, {
          userId: viewer.userId,
          at: ctx.clock(),
        });
        if ('conflict' in outcome) return reply.code(409).send(doubleBooking(outcome.conflict));
        if ('outside' in outcome)
          return reply.code(409).send(outsideAvailabilityReply(outcome.outside));
        return { encounter: outcome.booked };
      },
    });

    app.get(ENCOUNTER_PATHS.one, {
      schema: { params: idParams },
      handler: async (request) => {
        const clinic = request.clinic;
        const viewer = viewerOf(request);
        const encounter = await findEncounter(clinic, request.params.id, viewer);
        if (!encounter) throw new HttpError(404, MESSAGES.notFound);
        await recordAccess(clinic, {
          userId: viewer.userId,
          patientId: encounter.patient.id,
          action: 'read',
          at: ctx.clock(),
          record: { kind: 'encounter', id: encounter.id },
        });
        return { encounter };
      },
    });

    app.get(ENCOUNTER_PATHS.list, {
      schema: { querystring: encounterListQuery },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const viewer = viewerOf(request);
        const version = await scheduleVersion(clinic);
        const { patientId, clinicianId, from, to, ...rest } = request.query;
        if (from && to && Date.parse(to) <= Date.parse(from)) {
          throw new HttpError(400, 'The time window must end after it starts (to after from).');
        }
        if (patientId) {
          // A patient the caller may not see is a 404, the same as another clinic's or none.
          const patient = await findPatientForBooking(clinic, patientId, viewer.userId);
          const mayList =
            patient &&
            (viewer.wholeClinic ||
              patient.onCaseload ||
              (await hasSessionWith(clinic, patientId, viewer.userId)));
          if (!mayList) throw new HttpError(404, NO_PATIENT);
        }
        const filter = {
          ...rest,
          patientId,
          clinicianId: clinicianId === 'me' ? viewer.userId : clinicianId,
          from: from ? new Date(from) : undefined,
          to: to ? new Date(to) : undefined,
        };
        const key = `${clinic.tenantId} ${seenAs(viewer)} ${JSON.stringify(filter)}`;
        const answer = await lists.answer(key, version, () =>
          listEncounters(clinic, viewer, filter),
        );
        return sendKept(request, reply, answer);
      },
    });

    await app.register(transitionRoutes(ctx));
    await app.register(dayRoutes(ctx.config.keepAnswers));
  };
}
