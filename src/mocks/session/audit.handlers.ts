import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  AUDIT_MESSAGES,
  AUDIT_PATHS,
  CLIENT_EVENTS_PER_HOUR,
  CLIENT_EVENTS_WINDOW_MS,
  auditBatchRefusal,
  auditEventsRequest,
  type AuditRecord,
} from '../../../common/contracts/audit.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { checked, jsonOf } from '../mock-request';
import { liveBearer } from './mock-bearer';

/** The mock's audit trail, keyed by event id: a retried event is stored once. */
const trail = new Map<string, AuditRecord>();

export const recordedAuditEvents = (): AuditRecord[] => [...trail.values()];

/** What the server records itself (sign-in at login, session-end at logout), stamped now. */
export function recordServerAuditEvent(
  event: Omit<AuditRecord, 'id' | 'at' | 'recordedBy' | 'clientAt'>,
): void {
  const id = crypto.randomUUID();
  trail.set(id, { ...event, id, at: new Date().toISOString(), recordedBy: 'server' });
}
export const resetAuditTrail = (): void => trail.clear();

const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** The events a user reported within the window (the server's limit counts these). */
const reportedSince = (userId: string, since: number) =>
  [...trail.values()].filter(
    (r) => r.recordedBy === 'client' && r.userId === userId && Date.parse(r.at) > since,
  ).length;

/**
 * Like the server (held to it by tests/contract/audit-draft-keys-contract.test.ts): the events
 * checked by their contract, then a live session, then events of that user and clinic only and of
 * the types a client reports, within the user's hourly limit.
 */
export const auditHandlers: HttpHandler[] = [
  http.post(`*${API_BASE_PATH}${AUDIT_PATHS.events}`, async ({ request }) => {
    const json = await jsonOf(request);
    if (json instanceof Response) return json;
    const input = checked(auditEventsRequest, json, 'body');
    if (input instanceof Response) return input;
    // The token's user and clinic (the unit tests sign tokens of users the mock does not hold).
    const claims = liveBearer(request);
    if (!claims) return fail(401, HTTP_MESSAGES.unauthorized);
    const { events } = input;
    const refused = auditBatchRefusal(events, { userId: claims.sub, tenantId: claims.tid });
    if (refused) return fail(refused.status, refused.message);
    const since = Date.now() - CLIENT_EVENTS_WINDOW_MS;
    if (reportedSince(claims.sub, since) + events.length > CLIENT_EVENTS_PER_HOUR) {
      return HttpResponse.json(
        { message: AUDIT_MESSAGES.tooMany, code: 'too-many-attempts' },
        { status: 429 },
      );
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
