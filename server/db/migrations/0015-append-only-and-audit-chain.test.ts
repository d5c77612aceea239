import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { checkAuditChains } from '../integrity/audit-chain.ts';
import { migrateToLatest, migrationProvider } from '../migrations.ts';
import { pglitePool } from '../pglite-pool.ts';
import type { Database } from '../schema.ts';
import { openPglite } from '../database.ts';

const pglite = await openPglite({ dataDir: 'memory://' });
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
afterAll(() => db.destroy());

it('chains the audit events stored before it, clinic by clinic in the server’s order', async () => {
  const before = await new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: migrationProvider,
  }).migrateTo('0014-folded-patient-search');
  expect(before.error).toBeUndefined();
  await sql`insert into tenants (id, name, created_at) values ('t1', 'One', now()), ('t2', 'Two', now())`.execute(
    db,
  );
  // Interleaved clinics, one client-reported event with its own time and an awkward reason.
  await sql`insert into audit_events (tenant_id, id, type, reason, at, user_id, client_at, recorded_by) values
    ('t1', 'a', 'sign-up', null, '2026-01-01T09:00:00.123456Z', 'u1', null, 'server'),
    ('t2', 'b', 'sign-up', null, '2026-01-01T09:01:00Z', 'u2', null, 'server'),
    ('t1', 'c', 'session-end', 'idle "watcher" 2', '2026-01-01T10:00:00Z', 'u1', '2026-01-01T09:59:59Z', 'client'),
    ('t1', 'd', 'sign-in', null, '2026-01-01T11:00:00Z', 'u1', null, 'server')`.execute(db);
  expect(await migrateToLatest(db as unknown as Kysely<unknown>)).toContain(
    '0015-append-only-and-audit-chain',
  );
  const rows = await db
    .selectFrom('audit_events')
    .select(['tenant_id', 'id', 'chain_index', 'prev_hash', 'hash'])
    .orderBy('tenant_id')
    .orderBy('chain_index')
    .execute();
  expect(rows.map((r) => [r.tenant_id, r.id, Number(r.chain_index)])).toEqual([
    ['t1', 'a', 1],
    ['t1', 'c', 2],
    ['t1', 'd', 3],
    ['t2', 'b', 1],
  ]);
  expect(rows.map((r) => r.prev_hash)).toEqual([null, rows[0]?.hash, rows[1]?.hash, null]);
  expect(await checkAuditChains(db)).toEqual({ checked: 4, broken: [] });
  // The next event continues the chain.
  await sql`insert into audit_events (tenant_id, id, type, at, user_id) values ('t1', 'e', 'sign-in', now(), 'u1')`.execute(
    db,
  );
  const next = await db
    .selectFrom('audit_events')
    .select(['chain_index', 'prev_hash'])
    .where('id', '=', 'e')
    .executeTakeFirstOrThrow();
  expect([Number(next.chain_index), next.prev_hash]).toEqual([4, rows[2]?.hash]);
  expect((await checkAuditChains(db)).broken).toEqual([]);
});
