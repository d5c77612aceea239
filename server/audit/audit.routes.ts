import type { FastifyInstance } from 'fastify';
import { mayDo } from '../../common/contracts/clinic.contract.ts';
import {
  AUDIT_MESSAGES,
  AUDIT_PATHS,
  CLIENT_EVENTS_WINDOW_MS,
  auditBatchRefusal,
  auditEventsQuery,
  auditEventsRequest,
} from '../../common/contracts/audit.contract.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES, tooManyAttempts } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { countClientEvents, listAuditEvents, recordAuditEvents } from './audit.repository.ts';

/** A patient's reported events are recorded as the portal's own types, naming the patient. */
const PATIENT_TYPES = {
  'sign-in': 'patient-sign-in',
  'session-end': 'patient-session-end',
} as const;

/**
 * Reporting one's own session events (`POST /audit/events`), in `signedInMemberOrPatient`: a
 * member's, or a portal patient's (c36-patient-2fa: their session ends, which a patient's client
 * reports as a member's does, were refused with a 403 before). A patient's events name their
 * portal account as `userId` (the token's `sub`), are stored as `patient-…` types and name the
 * patient (`subjectId`).
 */
export function auditReportRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    // A whole batch is refused if any event names another user or clinic: nothing is stored.
    app.post(AUDIT_PATHS.events, {
      schema: { body: auditEventsRequest },
      handler: async (request, reply) => {
        const patient = request.portalPrincipal;
        const { userId, tenantId } = patient
          ? { userId: patient.accountId, tenantId: patient.tenantId }
          : request.member;
        const clinic = patient ? request.patientClinic : request.clinic;
        const { events } = request.body;
        // Sign-up and password events are the server's to record: a client reports only its own.
        const refused = auditBatchRefusal(events, { userId, tenantId });
        if (refused) throw new HttpError(refused.status, refused.message);
        // A client that floods the trail could bury real events: each user may report so many.
        const now = ctx.clock();
        const since = new Date(now.getTime() - CLIENT_EVENTS_WINDOW_MS);
        const reported = await countClientEvents(clinic, userId, since);
        if (reported + events.length > ctx.config.auditClientEventsPerHour) {
          throw tooManyAttempts(AUDIT_MESSAGES.tooMany);
        }
        await recordAuditEvents(
          clinic,
          events.map(({ tenantId: _sameClinic, ...e }) => ({
            ...e,
            ...(patient && {
              type: PATIENT_TYPES[e.type as keyof typeof PATIENT_TYPES],
              subjectId: patient.patientId,
            }),
            at: now,
            clientAt: new Date(e.at),
          })),
        );
        return reply.code(204).send();
      },
    });
  };
}

/** The clinic's session audit trail: only the clinic's owners read it (`reviewAuditTrail`). */
export function auditRoutes() {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(AUDIT_PATHS.events, {
      schema: { querystring: auditEventsQuery },
      handler: async (request) => {
        if (!mayDo(request.member.roles, 'reviewAuditTrail')) {
          throw new HttpError(403, MESSAGES.forbiddenRole);
        }
        return listAuditEvents(request.clinic, request.query);
      },
    });
  };
}
