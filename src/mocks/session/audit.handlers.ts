import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  AUDIT_PATHS,
  auditEventsRequest,
  type AuditEvent,
  type AuditRecord,
} from '../../../common/contracts/audit.contract';
import { isSessionRevoked, sessionGeneration } from './account.db';
import { readToken } from './mock-tokens';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';

/** The mock's audit trail, keyed by event id: a retried event is stored once. */
const trail = new Map<string, AuditRecord>();

export const recordedAuditEvents = (): AuditRecord[] => [...trail.values()];

/** What the server records itself (sign-in at login, session-end at logout), stamped now. */
export function recordServerAuditEvent(event: Omit<AuditEvent, 'id' | 'at'>): void {
  const id = crypto.randomUUID();
  trail.set(id, { ...event, id, at: new Date().toISOString(), recordedBy: 'server' });
}
export const resetAuditTrail = (): void => trail.clear();

const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** Like the server: a live access token, and events of that user and clinic only. */
export const auditHandlers: HttpHandler[] = [
  http.post(`*${API_BASE_PATH}${AUDIT_PATHS.events}`, async ({ request }) => {
    const header = request.headers.get('Authorization') ?? '';
    const claims = header.startsWith('Bearer ') ? readToken(header.slice(7)) : null;
    const ended =
      claims &&
      ((claims.gen ?? 0) !== sessionGeneration(claims.sub) || isSessionRevoked(claims.sid));
    if (!claims || ended || claims.token_use !== 'access' || claims.exp <= Date.now() / 1000) {
      return fail(401, HTTP_MESSAGES.unauthorized);
    }
    const parsed = auditEventsRequest.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return fail(400, 'Invalid audit events');
    const { events } = parsed.data;
    if (events.some((event) => event.userId !== claims.sub || event.tenantId !== claims.tid)) {
      return fail(403, 'Events of another user or clinic');
    }
    // As on the server (decision H3): stamped with the mock's time, the client's kept apart.
    const at = new Date().toISOString();
    for (const event of events) {
      if (!trail.has(event.id)) {
        trail.set(event.id, { ...event, at, clientAt: event.at, recordedBy: 'client' });
      }
    }
    return new HttpResponse(null, { status: 204 });
  }),
];
