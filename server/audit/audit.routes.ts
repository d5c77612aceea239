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

/**
 * The session audit trail: every member records their own events; only the clinic's owners read
 * the clinic's trail (`ROLE_RIGHTS.reviewAuditTrail`; 403 for everyone else).
 */
export function auditRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    // A whole batch is refused if any event names another user or clinic: nothing is stored.
    app.post(AUDIT_PATHS.events, {
      schema: { body: auditEventsRequest },
      handler: async (request, reply) => {
        const { userId, tenantId } = request.member;
        const { events } = request.body;
        // Sign-up and password events are the server's to record: a client reports only its own.
        const refused = auditBatchRefusal(events, { userId, tenantId });
        if (refused) throw new HttpError(refused.status, refused.message);
        // A client that floods the trail could bury real events: each user may report so many.
        const now = ctx.clock();
        const since = new Date(now.getTime() - CLIENT_EVENTS_WINDOW_MS);
        const clinic = request.clinic;
        const reported = await countClientEvents(clinic, userId, since);
        if (reported + events.length > ctx.config.auditClientEventsPerHour) {
          throw tooManyAttempts(AUDIT_MESSAGES.tooMany);
        }
        await recordAuditEvents(
          clinic,
          events.map(({ tenantId: _sameClinic, ...e }) => ({
            ...e,
            at: now,
            clientAt: new Date(e.at),
          })),
        );
        return reply.code(204).send();
      },
    });

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
