import { randomUUID } from 'node:crypto';
import type { AuditEvent, AuditRecord } from '../../common/contracts/audit.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/** What the server saw itself: stamped with its own time (decision H3); the clinic is the scope's. */
export type AuditEventInput = Omit<AuditEvent, 'id' | 'at' | 'tenantId'> & {
  id?: string;
  at: Date;
  /** A change's subject and what it was before and after (role, membership, care team). */
  change?: { subjectId: string; before: readonly string[]; after: readonly string[] };
  /** Whom the event is about when it records no change (a portal patient's sign-in: the patient). */
  subjectId?: string;
};

/** A client's report: stored at the server's `at`, with the client's own time kept apart. */
export type ClientAuditEventInput = AuditEventInput & { clientAt: Date };

/** Stores the clinic's events; an id it already holds is skipped, so a client may retry a batch. */
export async function recordAuditEvents(
  clinic: TenantDb,
  events: (AuditEventInput | ClientAuditEventInput)[],
): Promise<void> {
  if (events.length === 0) return;
  await clinic
    .insertInto(
      'audit_events',
      events.map((e) => ({
        id: e.id ?? randomUUID(),
        type: e.type,
        reason: e.reason ?? null,
        at: e.at,
        user_id: e.userId,
        ...(e.subjectId !== undefined && { subject_id: e.subjectId }),
        ...(e.change && {
          subject_id: e.change.subjectId,
          change_before: [...e.change.before],
          change_after: [...e.change.after],
        }),
        ...('clientAt' in e ? { client_at: e.clientAt, recorded_by: 'client' as const } : {}),
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing())
    .execute();
}

/** How many events this user reported since `since` (the per-user posting limit). */
export async function countClientEvents(
  clinic: TenantDb,
  userId: string,
  since: Date,
): Promise<number> {
  const row = await clinic
    .selectFrom('audit_events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('recorded_by', '=', 'client')
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface AuditPage {
  events: AuditRecord[];
  nextCursor?: string;
}

/** The clinic's events, newest first in the server's order, a page at a time. */
export async function listAuditEvents(
  clinic: TenantDb,
  page: { limit: number; before?: string | undefined },
): Promise<AuditPage> {
  let query = clinic
    .selectFrom('audit_events')
    .selectAll()
    .orderBy('seq', 'desc')
    .limit(page.limit + 1);
  if (page.before !== undefined) query = query.where('seq', '<', page.before);
  const rows = await query.execute();
  const shown = rows.slice(0, page.limit);
  const events = shown.map((r) => ({
    id: r.id,
    type: r.type as AuditRecord['type'],
    ...(r.reason ? { reason: r.reason as AuditRecord['reason'] } : {}),
    at: new Date(r.at).toISOString(),
    userId: r.user_id,
    tenantId: r.tenant_id,
    recordedBy: r.recorded_by,
    ...(r.client_at ? { clientAt: new Date(r.client_at).toISOString() } : {}),
    ...(r.subject_id ? { subjectId: r.subject_id } : {}),
    ...(r.change_before ? { before: r.change_before } : {}),
    ...(r.change_after ? { after: r.change_after } : {}),
  }));
  const last = shown.at(-1);
  return rows.length > page.limit && last ? { events, nextCursor: String(last.seq) } : { events };
}
