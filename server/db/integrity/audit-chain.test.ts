import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { tamper } from './records-lock.test-kit.ts';
import { sql } from 'kysely';
import { tenantDb } from '../tenant-db.ts';
import { auditEventHash, checkAuditChains } from './audit-chain.ts';
import { verifyIntegrity } from './verify-integrity.ts';

/** The audit trail's hash chain (migration 0015), on PGlite and PostgreSQL alike. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const db = () => t.server.ctx.db;

/** A clinic of its own (a fresh sign-up: its first event is the sign-up). */
async function freshClinic() {
  const { login } = await t.signUp();
  return { tenantId: login.tenant_id, userId: login.user.id };
}

const chainOf = (tenantId: string) =>
  db()
    .selectFrom('audit_events')
    .select(['id', 'chain_index', 'prev_hash', 'hash'])
    .where('tenant_id', '=', tenantId)
    .orderBy('chain_index')
    .execute();

const event = (userId: string, overrides: { id?: string; reason?: string } = {}) => ({
  id: overrides.id ?? randomUUID(),
  type: 'session-end',
  reason: overrides.reason ?? 'user',
  at: t.now(),
  user_id: userId,
});

describe("a clinic's audit chain", () => {
  it('numbers each event from 1 and has it carry the previous event’s hash', async () => {
    const { tenantId, userId } = await freshClinic();
    const clinic = tenantDb(db(), tenantId);
    await clinic.insertInto('audit_events', [event(userId), event(userId)]).execute();
    await clinic.insertInto('audit_events', event(userId)).execute();
    const chain = await chainOf(tenantId);
    // sign-up and sign-in, then the three above
    expect(chain.map((e) => Number(e.chain_index))).toEqual([1, 2, 3, 4, 5]);
    expect(chain[0]?.prev_hash).toBeNull();
    for (let i = 1; i < chain.length; i++) expect(chain[i]?.prev_hash).toBe(chain[i - 1]?.hash);
    expect(new Set(chain.map((e) => e.hash)).size).toBe(5);
  });

  it('is one chain per clinic: another clinic’s events do not enter it', async () => {
    const a = await freshClinic();
    const b = await freshClinic();
    await tenantDb(db(), a.tenantId).insertInto('audit_events', event(a.userId)).execute();
    const chainB = await chainOf(b.tenantId);
    expect(chainB.map((e) => Number(e.chain_index))).toEqual([1, 2]);
    expect(chainB[0]?.prev_hash).toBeNull();
  });

  it('is recomputed outside the database to the same hash, awkward characters included', async () => {
    const { tenantId, userId } = await freshClinic();
    const awkward = 'quote " back\\slash\nnew line\ttab \u0001 é ș 诊所 😀 \u2028 </script>';
    await tenantDb(db(), tenantId)
      .insertInto(
        'audit_events',
        event(userId, { id: `id ${awkward}`.slice(0, 60), reason: awkward }),
      )
      .execute();
    const { checked, broken } = await checkAuditChains(db());
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(3);
    const [stored] = await db()
      .selectFrom('audit_events')
      .select(['hash', 'reason'])
      .where('tenant_id', '=', tenantId)
      .where('reason', '=', awkward)
      .execute();
    expect(stored?.reason).toBe(awkward);
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes the canonical JSON the migration documents, keys sorted, numbers bare, nulls kept', () => {
    const facts = {
      tenantId: 't',
      id: 'e',
      seq: '7',
      type: 'sign-in',
      reason: null,
      at: '2026-11-28T09:00:00.123000Z',
      userId: 'u',
      recordedAt: '2026-11-28T09:00:00.123456Z',
      clientAt: null,
      recordedBy: 'server',
      chainIndex: '1',
      prevHash: null,
      subjectId: null,
      changeBefore: null,
      changeAfter: null,
    };
    const text =
      '{"at":"2026-11-28T09:00:00.123000Z","chainIndex":1,"clientAt":null,"id":"e","prevHash":null,' +
      '"reason":null,"recordedAt":"2026-11-28T09:00:00.123456Z","recordedBy":"server","seq":7,' +
      '"tenantId":"t","type":"sign-in","userId":"u"}';
    expect(auditEventHash(facts)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('hashes a change event’s subject and before → after too, in the canonical key order', () => {
    const facts = {
      tenantId: 't',
      id: 'e',
      seq: '8',
      type: 'member-roles-change',
      reason: null,
      at: '2026-11-28T09:00:00.123000Z',
      userId: 'u',
      recordedAt: '2026-11-28T09:00:00.123456Z',
      clientAt: null,
      recordedBy: 'server',
      chainIndex: '2',
      prevHash: 'p',
      subjectId: 'm',
      changeBefore: ['owner'],
      changeAfter: ['owner', 'clinician'],
    };
    const text =
      '{"at":"2026-11-28T09:00:00.123000Z","chainIndex":2,"changeAfter":["owner","clinician"],' +
      '"changeBefore":["owner"],"clientAt":null,"id":"e","prevHash":"p","reason":null,' +
      '"recordedAt":"2026-11-28T09:00:00.123456Z","recordedBy":"server","seq":8,"subjectId":"m",' +
      '"tenantId":"t","type":"member-roles-change","userId":"u"}';
    expect(auditEventHash(facts)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('names a change event whose before → after was edited behind the server’s back', async () => {
    const { tenantId, userId } = await freshClinic();
    const id = randomUUID();
    await tenantDb(db(), tenantId)
      .insertInto('audit_events', {
        ...event(userId, { id }),
        type: 'member-roles-change',
        subject_id: userId,
        change_before: ['owner'],
        change_after: ['owner', 'clinician'],
      })
      .execute();
    expect((await checkAuditChains(db())).broken).toEqual([]);
    await tamper(
      db(),
      'audit_events',
      sql`UPDATE audit_events SET change_after = ARRAY['owner'] WHERE tenant_id = ${tenantId}
        AND id = ${id}`,
    );
    const { broken } = await checkAuditChains(db());
    expect(broken.map((b) => b.id)).toContain(id);
    // Put it back: the other tests check the whole database's chains.
    await tamper(
      db(),
      'audit_events',
      sql`UPDATE audit_events SET change_after = ARRAY['owner', 'clinician']
        WHERE tenant_id = ${tenantId} AND id = ${id}`,
    );
    expect((await checkAuditChains(db())).broken).toEqual([]);
  });

  it('does not fork when one clinic’s events are inserted concurrently', async () => {
    const { tenantId, userId } = await freshClinic();
    const clinic = tenantDb(db(), tenantId);
    await Promise.all(
      Array.from({ length: 12 }, () =>
        clinic.transaction((tx) => tx.insertInto('audit_events', event(userId)).execute()),
      ),
    );
    const chain = await chainOf(tenantId);
    expect(chain.map((e) => Number(e.chain_index))).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 1),
    );
    const report = await verifyIntegrity(db(), t.now());
    expect(report.broken).toEqual([]);
  });

  it('leaves no gap when a retried event is skipped as already stored', async () => {
    const { tenantId, userId } = await freshClinic();
    const clinic = tenantDb(db(), tenantId);
    const once = event(userId);
    for (let i = 0; i < 2; i++) {
      await clinic
        .insertInto('audit_events', once)
        .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing())
        .execute();
    }
    await clinic.insertInto('audit_events', event(userId)).execute();
    const chain = await chainOf(tenantId);
    expect(chain.map((e) => Number(e.chain_index))).toEqual([1, 2, 3, 4]);
    expect((await checkAuditChains(db())).broken).toEqual([]);
  });

  it('numbers an event the caller tried to place itself by the chain, not by the caller', async () => {
    const { tenantId, userId } = await freshClinic();
    await tenantDb(db(), tenantId)
      .insertInto('audit_events', {
        ...event(userId),
        chain_index: '1',
        prev_hash: null,
        hash: '0'.repeat(64),
      } as never)
      .execute();
    const chain = await chainOf(tenantId);
    expect(chain.map((e) => Number(e.chain_index))).toEqual([1, 2, 3]);
    expect(chain[2]?.hash).not.toBe('0'.repeat(64));
  });
});
