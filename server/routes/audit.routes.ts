import type { FastifyInstance } from 'fastify';
import {
  AUDIT_PATHS,
  auditEventsQuery,
  auditEventsRequest,
} from '../../common/contracts/audit.contract.ts';
import { listAuditEvents, recordAuditEvents } from '../audit/audit.store.ts';
import { principalOf, requireSession } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';

/** Sign-up and password events are the server's to record; a client reports only these. */
const CLIENT_EVENT_TYPES = new Set<string>(['sign-in', 'session-end']);

/** The session audit trail: a user records their own events and reads their clinic's. */
export function auditRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const session = requireSession(ctx);

    // A whole batch is refused if any event names another user or clinic: nothing is stored.
    app.post(AUDIT_PATHS.events, {
      schema: { body: auditEventsRequest },
      preHandler: session,
      handler: async (request, reply) => {
        const { userId, tenantId } = principalOf(request);
        const { events } = request.body;
        if (events.some((e) => e.tenantId !== tenantId || e.userId !== userId)) {
          throw new HttpError(403, MESSAGES.forbiddenTenant);
        }
        const forged = events.find((e) => !CLIENT_EVENT_TYPES.has(e.type));
        if (forged)
          throw new HttpError(400, `Events of type ${forged.type} are recorded by the server.`);
        await recordAuditEvents(
          ctx.db,
          events.map((e) => ({ ...e, at: new Date(e.at) })),
        );
        return reply.code(204).send();
      },
    });

    app.get(AUDIT_PATHS.events, {
      schema: { querystring: auditEventsQuery },
      preHandler: session,
      handler: async (request) => {
        const { tenantId } = principalOf(request);
        return { events: await listAuditEvents(ctx.db, tenantId, request.query.limit) };
      },
    });
  };
}
