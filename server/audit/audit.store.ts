import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditEvent } from '../../common/contracts/audit.contract.ts';
import type { Database } from '../db/schema.ts';

export type AuditEventInput = Omit<AuditEvent, 'id' | 'at'> & { id?: string; at: Date };

/** Stores events; an id already stored for the tenant is skipped, so a client may retry a batch. */
export async function recordAuditEvents(
  db: Kysely<Database>,
  events: AuditEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('audit_events')
    .values(
      events.map((e) => ({
        tenant_id: e.tenantId,
        id: e.id ?? randomUUID(),
        type: e.type,
        reason: e.reason ?? null,
        at: e.at,
        user_id: e.userId,
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing())
    .execute();
}

/** The tenant's events, newest first; a tenant never sees another's. */
export async function listAuditEvents(
  db: Kysely<Database>,
  tenantId: string,
  limit: number,
): Promise<AuditEvent[]> {
  const rows = await db
    .selectFrom('audit_events')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('at', 'desc')
    .orderBy('recorded_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type as AuditEvent['type'],
    ...(r.reason ? { reason: r.reason as AuditEvent['reason'] } : {}),
    at: new Date(r.at).toISOString(),
    userId: r.user_id,
    tenantId: r.tenant_id,
  }));
}
