import { sql, type Kysely } from 'kysely';
import { canonicalJson } from '../../../common/contracts/documents.contract.ts';
import { sha256Hex } from '../../documents/document-signature.ts';
import type { Database } from '../schema.ts';
import type { BrokenRecord } from './integrity-report.ts';

/** Events read per query while walking a clinic's chain. */
const PAGE = 1000;

/** An audit event as the chain hashes it: instants as UTC text with microseconds. */
export interface ChainedEvent {
  tenantId: string;
  id: string;
  seq: string;
  type: string;
  reason: string | null;
  at: string;
  userId: string;
  recordedAt: string;
  clientAt: string | null;
  recordedBy: string;
  chainIndex: string;
  prevHash: string | null;
  hash: string;
  /** Whom a change was made to, and what it was before and after (migration 0016). */
  subjectId: string | null;
  changeBefore: string[] | null;
  changeAfter: string[] | null;
}

/**
 * The chain hash of an event (migrations 0015 and 0016 compute the same in the database): SHA-256,
 * lowercase hex, of `canonicalJson` of the event's columns with `chainIndex` and `seq` as numbers
 * and the previous event's hash (null for a clinic's first event). The change columns of 0016 are
 * hashed when the event has any of them, and left out (as before 0016) when it has none.
 */
export const auditEventHash = (e: Omit<ChainedEvent, 'hash'>): string => {
  const change =
    e.subjectId !== null || e.changeBefore !== null || e.changeAfter !== null
      ? { subjectId: e.subjectId, changeBefore: e.changeBefore, changeAfter: e.changeAfter }
      : {};
  return sha256Hex(
    canonicalJson({
      ...change,
      at: e.at,
      chainIndex: Number(e.chainIndex),
      clientAt: e.clientAt,
      id: e.id,
      prevHash: e.prevHash,
      reason: e.reason,
      recordedAt: e.recordedAt,
      recordedBy: e.recordedBy,
      seq: Number(e.seq),
      tenantId: e.tenantId,
      type: e.type,
      userId: e.userId,
    }),
  );
};

/** `YYYY-MM-DDTHH:MM:SS.ffffffZ`: the instant's text the chain hashes (µs, which a Date loses). */
const utc = (column: 'at' | 'recorded_at' | 'client_at') =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

async function chainPage(db: Kysely<Database>, tenantId: string, after: string) {
  return db
    .selectFrom('audit_events')
    .select([
      'tenant_id as tenantId',
      'id',
      'seq',
      'type',
      'reason',
      utc('at').as('at'),
      'user_id as userId',
      utc('recorded_at').as('recordedAt'),
      utc('client_at').as('clientAt'),
      'recorded_by as recordedBy',
      'chain_index as chainIndex',
      'prev_hash as prevHash',
      'hash',
      'subject_id as subjectId',
      'change_before as changeBefore',
      'change_after as changeAfter',
    ])
    .where('tenant_id', '=', tenantId)
    .where('chain_index', '>', after)
    .orderBy('chain_index')
    .limit(PAGE)
    .execute() as Promise<ChainedEvent[]>;
}

/** What is wrong with `event` at chain position `expected` after `previous`, or null. */
function chainProblem(event: ChainedEvent, expected: number, previous: string | null) {
  if (Number(event.chainIndex) !== expected) {
    return `chain position ${event.chainIndex} where ${expected} was due (an event is missing)`;
  }
  if (event.prevHash !== previous) return 'does not carry the previous event’s hash';
  if (event.hash !== auditEventHash(event)) return 'its hash does not match its contents';
  return null;
}

/** Walks one clinic's chain from its first event; stops at the first broken one. */
async function firstBreak(db: Kysely<Database>, tenantId: string) {
  let previous: string | null = null;
  let checked = 0;
  for (;;) {
    const page = await chainPage(db, tenantId, String(checked));
    for (const event of page) {
      checked += 1;
      const problem = chainProblem(event, checked, previous);
      if (problem) {
        const broken: BrokenRecord = { kind: 'audit-event', tenantId, id: event.id, problem };
        return { checked, broken };
      }
      previous = event.hash;
    }
    if (page.length < PAGE) return { checked, broken: null };
  }
}

/**
 * Walks every clinic's audit chain from its first event: positions 1, 2, … without a gap, each
 * event carrying its predecessor's hash and its own recomputed hash. Returns how many events were
 * checked and each broken clinic's first broken event.
 */
export async function checkAuditChains(
  db: Kysely<Database>,
): Promise<{ checked: number; broken: BrokenRecord[] }> {
  const clinics = await db
    .selectFrom('audit_events')
    .select('tenant_id')
    .distinct()
    .orderBy('tenant_id')
    .execute();
  let checked = 0;
  const broken: BrokenRecord[] = [];
  for (const { tenant_id: tenantId } of clinics) {
    const first = await firstBreak(db, tenantId);
    checked += first.checked;
    if (first.broken) broken.push(first.broken);
  }
  return { checked, broken };
}
