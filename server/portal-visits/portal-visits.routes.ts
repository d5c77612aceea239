import type { FastifyInstance } from 'fastify';
import {
  PORTAL_VISIT_PATHS,
  portalCancellation,
  timeRequestInput,
} from '../../common/contracts/portal-visits.contract.ts';
import { idParams } from '../../common/contracts/safe-text.ts';
import type { AppContext } from '../context.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { recordPortalRead } from '../portal/portal-read-trail.ts';
import {
  cancelPatientSession,
  patientFreeSlots,
  patientSession,
  patientSessions,
  requestAnotherTime,
} from './patient-sessions.ts';

/**
 * The patient's sessions in the portal (issue 36), registered in `portalSignedIn`: the patient is
 * `request.patient` (from their token), their clinic `request.patientClinic`; a session of anyone
 * else is a 404, like one that does not exist.
 */
export function portalVisitRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const who = (request: { patient: { patientId: string } }) => request.patient.patientId;

    // Each read is on the chart's access trail, the patient named as the reader (rule 14).
    app.get(PORTAL_VISIT_PATHS.sessions, {
      handler: async (request) => {
        const sessions = await patientSessions(request.patientClinic, who(request), ctx.clock());
        await recordPortalRead(ctx, request);
        return sessions;
      },
    });

    app.get(PORTAL_VISIT_PATHS.session, {
      schema: { params: idParams },
      handler: async (request) => {
        const { id } = request.params;
        const session = await patientSession(request.patientClinic, who(request), id, ctx.clock());
        await recordPortalRead(ctx, request, { kind: 'encounter', id });
        return session;
      },
    });

    app.post(PORTAL_VISIT_PATHS.cancel, {
      schema: { params: idParams, body: portalCancellation },
      handler: async (request) =>
        cancelPatientSession(request.patientClinic, who(request), request.params.id, {
          now: ctx.clock(),
          ...(request.body.reason ? { reason: request.body.reason } : {}),
        }),
    });

    app.get(PORTAL_VISIT_PATHS.freeSlots, {
      schema: { params: idParams },
      handler: async (request) =>
        patientFreeSlots(request.patientClinic, who(request), request.params.id, ctx.clock()),
    });

    app.post(PORTAL_VISIT_PATHS.timeRequests, {
      schema: { params: idParams, body: timeRequestInput },
      handler: async (request, reply) => {
        const timeRequest = await requestAnotherTime(
          request.patientClinic,
          who(request),
          request.params.id,
          { startsAt: request.body.startsAt, now: ctx.clock() },
        );
        return reply.code(201).send({ timeRequest });
      },
    });
  };
}
