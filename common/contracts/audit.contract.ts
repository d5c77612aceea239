import { z } from 'zod';
import { safeText } from './safe-text';
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
  id: safeText().min(1).max(64),
  /** sign-up, password-change and password-reset are recorded by the server itself. */
  type: z.enum(AUDIT_EVENT_TYPES),
  reason: sessionEndReason.optional(),
  at: z.iso.datetime(),
  userId: safeText().min(1),
  tenantId: safeText().min(1),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/** `POST /audit/events`: a client reports events it saw; `at` is when it saw them. */
export const auditEventsRequest = z.strictObject({ events: z.array(auditEvent).min(1).max(100) });

/**
 * An event as the trail keeps it (decision H3): `at` is the server's time of recording, whoever
 * reported it; an event a client reported keeps the client's own time apart, as `clientAt`.
 */
export const auditRecord = auditEvent.extend({
  recordedBy: z.enum(['server', 'client']),
  clientAt: z.iso.datetime().optional(),
});
export type AuditRecord = z.infer<typeof auditRecord>;

/** Newest first in the server's order; `nextCursor` asks for the page after this one. */
export const auditEventsResponse = z.object({
  events: z.array(auditRecord),
  nextCursor: z.string().optional(),
});

/** An opaque position in the trail (the server's sequence number). */
const auditCursor = z.string().regex(/^\d{1,19}$/, 'Expected a cursor from a previous page');

/** `GET /audit/events?limit=&before=`: newest first, the caller's tenant only. */
export const auditEventsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: auditCursor.optional(),
});

export { AUDIT_PATHS };
