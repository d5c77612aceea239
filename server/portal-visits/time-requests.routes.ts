import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayDo } from '../../common/contracts/clinic.contract.ts';
import {
  PORTAL_VISIT_CODES,
  PORTAL_VISIT_MESSAGES,
  TIME_REQUEST_PATHS,
  timeRequestListQuery,
  type DeskTimeRequest,
  type TimeRequestListResponse,
} from '../../common/contracts/portal-visits.contract.ts';
import { dayWindow } from '../../common/time/calendar-window.ts';
import { parseIsoDate } from '../../common/time/zoned-time.ts';
import { holdsRole } from '../auth/authenticate.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { rescheduleEncounter } from '../encounters/booking.ts';
import { doubleBooking, idParams } from '../encounters/encounter-access.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { decideRequest, lockDeskRequest, pendingRequestsIn } from './time-requests.repository.ts';

/** Refuses (403) a member without `answerTimeRequests`; a clinician not at the desk: own sessions. */
function scopeOf(request: FastifyRequest): { clinicianId?: string } {
  if (!mayDo(request.member.roles, 'answerTimeRequests')) {
    throw new HttpError(403, MESSAGES.forbiddenRole);
  }
  return holdsRole(request, 'staff') ? {} : { clinicianId: request.member.userId };
}

/** The request, locked, if the caller may answer it (else 404: it does not leak), and pending. */
async function pendingFor(
  tx: TenantDb,
  id: string,
  scope: { clinicianId?: string },
): Promise<DeskTimeRequest> {
  const found = await lockDeskRequest(tx, id);
  if (!found || (scope.clinicianId && found.clinician.id !== scope.clinicianId)) {
    throw new HttpError(404, MESSAGES.notFound);
  }
  if (found.status !== 'pending') throw new HttpError(409, PORTAL_VISIT_MESSAGES.notPending);
  return found;
}

async function reread(tx: TenantDb, id: string): Promise<DeskTimeRequest> {
  const request = await lockDeskRequest(tx, id);
  if (!request) throw new Error('the time request cannot be read back');
  return request;
}

/**
 * The front desk's side of patients' requests for another time (issue 36): the pending requests
 * of a run of clinic days (shown on the calendar's day), confirmed (the session moves to the asked
 * time, with booking's double-booking rule; the asked time was in the clinician's availability
 * when the patient chose it) or declined (the session stays). A clinician who is not front desk
 * sees and answers those of their own sessions only.
 */
export function timeRequestRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(TIME_REQUEST_PATHS.list, {
      schema: { querystring: timeRequestListQuery },
      handler: async (request): Promise<TimeRequestListResponse> => {
        const scope = scopeOf(request);
        const { timeZone } = await readClinic(request.clinic);
        const window = dayWindow(parseIsoDate(request.query.from)!, request.query.days, timeZone);
        const requests = await pendingRequestsIn(request.clinic, {
          from: new Date(window.from),
          to: new Date(window.to),
          ...scope,
        });
        return { timeZone, requests };
      },
    });

    app.post(TIME_REQUEST_PATHS.confirm, {
      schema: { params: idParams },
      // The answer is sent once the transaction has committed: a 200 means the session moved.
      handler: async (request) => {
        const scope = scopeOf(request);
        const by = { userId: request.member.userId, at: ctx.clock() };
        return request.clinic.transaction(async (tx) => {
          const asked = await pendingFor(tx, request.params.id, scope);
          const outcome = await rescheduleEncounter(
            tx,
            asked.sessionId,
            { startsAt: asked.startsAt, endsAt: asked.endsAt, confirmOutsideAvailability: true },
            by,
          );
          if ('conflict' in outcome) {
            const body = doubleBooking(outcome.conflict);
            throw new HttpError(409, body.message, { code: PORTAL_VISIT_CODES.slotNotFree });
          }
          await decideRequest(tx, asked.id, { status: 'confirmed', by: by.userId, at: by.at });
          return { request: await reread(tx, asked.id) };
        });
      },
    });

    app.post(TIME_REQUEST_PATHS.decline, {
      schema: { params: idParams },
      handler: async (request) => {
        const scope = scopeOf(request);
        const at = ctx.clock();
        return request.clinic.transaction(async (tx) => {
          const asked = await pendingFor(tx, request.params.id, scope);
          await decideRequest(tx, asked.id, { status: 'declined', by: request.member.userId, at });
          return { request: await reread(tx, asked.id) };
        });
      },
    });
  };
}
