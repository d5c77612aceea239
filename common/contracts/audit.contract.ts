import * as z from 'zod/mini';
import { safeText, recordId } from './safe-text';
import { HTTP_MESSAGES } from './http-messages';
import {
  AUDIT_EVENT_TYPES,
  AUDIT_PATHS,
  SESSION_END_REASONS,
} from '../constants/account.constants';

/** Why a session ended; every logout carries one (DESIGN §2). */
export const sessionEndReason = z.enum(SESSION_END_REASONS);
export type SessionEndReason = z.infer<typeof sessionEndReason>;

/** An audit event: time, user and tenant, never a token. */
export const auditEvent = z.strictObject({
  id: recordId(),
  /** sign-up, password-change and password-reset are recorded by the server itself. */
  type: z.enum(AUDIT_EVENT_TYPES),
  reason: z.optional(sessionEndReason),
  at: z.iso.datetime(),
  userId: safeText().check(z.minLength(1)),
  tenantId: safeText().check(z.minLength(1)),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/** `POST /audit/events`: a client reports events it saw; `at` is when it saw them. */
export const auditEventsRequest = z.strictObject({
  events: z.array(auditEvent).check(z.minLength(1), z.maxLength(100)),
});

/**
 * An event as the trail keeps it (decision H3): `at` is the server's time of recording, whoever
 * reported it; an event a client reported keeps the client's own time apart, as `clientAt`.
 */
export const auditRecord = z.extend(auditEvent, {
  recordedBy: z.enum(['server', 'client']),
  clientAt: z.optional(z.iso.datetime()),
  /** A change's subject: the member whose roles or membership changed, the patient's care team. */
  subjectId: z.optional(z.string()),
  /** What it was before and after the change (roles, `active`/`inactive`, members' ids). */
  before: z.optional(z.array(z.string())),
  after: z.optional(z.array(z.string())),
});
export type AuditRecord = z.infer<typeof auditRecord>;

/** Newest first in the server's order; `nextCursor` asks for the page after this one. */
export const auditEventsResponse = z.object({
  events: z.array(auditRecord),
  nextCursor: z.optional(z.string()),
});

/** An opaque position in the trail (the server's sequence number). */
const auditCursor = z.string().check(z.regex(/^\d{1,19}$/, HTTP_MESSAGES.unknownCursor));

/** `GET /audit/events?limit=&before=`: newest first, the caller's tenant only. */
export const auditEventsQuery = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 100),
  before: z.optional(auditCursor),
});

export { AUDIT_PATHS };

/** The only events a client reports; sign-up, password and membership events are the server's. */
export const CLIENT_AUDIT_EVENT_TYPES: readonly AuditEvent['type'][] = ['sign-in', 'session-end'];

/** A user's reports are counted over this window (decision H3)… */
export const CLIENT_EVENTS_WINDOW_MS = 60 * 60 * 1000;
/** …and so many are taken in it by default (`PRAXIS_AUDIT_CLIENT_EVENTS_PER_HOUR`). */
export const CLIENT_EVENTS_PER_HOUR = 120;

/** The words of the audit endpoint's refusals: the server and the MSW mock answer these. */
export const AUDIT_MESSAGES = {
  eventsOfAnother: 'These events belong to another user or clinic.',
  serverRecorded: (type: string) => `Events of type ${type} are recorded by the server.`,
  tooMany: 'Too many audit events from this user. Try again later.',
} as const;

/**
 * Why a batch of reported events is refused, in the order the server checks (after the request's
 * contract and the caller's session): an event of another user or clinic (403), then one of a
 * type only the server records (400); null when the batch may be counted against the limit.
 */
export function auditBatchRefusal(
  events: readonly Pick<AuditEvent, 'type' | 'userId' | 'tenantId'>[],
  member: { userId: string; tenantId: string },
): { status: 400 | 403; message: string } | null {
  if (events.some((e) => e.tenantId !== member.tenantId || e.userId !== member.userId)) {
    return { status: 403, message: AUDIT_MESSAGES.eventsOfAnother };
  }
  const forged = events.find((e) => !CLIENT_AUDIT_EVENT_TYPES.includes(e.type));
  if (forged) return { status: 400, message: AUDIT_MESSAGES.serverRecorded(forged.type) };
  return null;
}
