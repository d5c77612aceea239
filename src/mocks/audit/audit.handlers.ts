import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '../../config/constants';
import { AUDIT_PATHS, auditEventsRequest, type AuditEvent } from '../../contracts/audit.contract';

/** The mock's audit trail, keyed by event id: a retried event is stored once. */
const trail = new Map<string, AuditEvent>();

export const recordedAuditEvents = (): AuditEvent[] => [...trail.values()];
export const resetAuditTrail = (): void => trail.clear();

export const auditHandlers: HttpHandler[] = [
  http.post(`*${API_BASE_PATH}${AUDIT_PATHS.events}`, async ({ request }) => {
    const parsed = auditEventsRequest.safeParse(await request.json().catch(() => null));
    if (!parsed.success) {
      return HttpResponse.json({ message: 'Invalid audit events' }, { status: 400 });
    }
    for (const event of parsed.data.events) {
      if (!trail.has(event.id)) trail.set(event.id, event);
    }
    return HttpResponse.json({ events: parsed.data.events });
  }),
];
