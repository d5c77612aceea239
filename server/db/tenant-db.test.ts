import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './database.ts';
import { tenantDb } from './tenant-db.ts';

let database: OpenDatabase;
const now = new Date('2026-11-24T09:00:00Z');

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.db
    .insertInto('tenants')
    .values([
      { id: 'clinic-a', name: 'A', created_at: now },
      { id: 'clinic-b', name: 'B', created_at: now },
    ])
    .execute();
});
afterAll(() => database.close());

const event = (id: string, userId: string) => ({ id, type: 'sign-in', at: now, user_id: userId });

describe("a clinic's view of the database", () => {
  it('stamps every inserted row with its clinic and reads back only its own', async () => {
    const a = tenantDb(database.db, 'clinic-a');
    const b = tenantDb(database.db, 'clinic-b');
    await a.insertInto('audit_events', [event('e1', 'ua'), event('e2', 'ua')]).execute();
    await b.insertInto('audit_events', event('e1', 'ub')).execute();

    const seenByA = await a.selectFrom('audit_events').select(['id', 'tenant_id']).execute();
    expect(seenByA.map((r) => r.tenant_id)).toEqual(['clinic-a', 'clinic-a']);
    const seenByB = await b.selectFrom('audit_events').select(['id', 'user_id']).execute();
    expect(seenByB).toEqual([{ id: 'e1', user_id: 'ub' }]);
  });

  it("cannot be told another clinic's id on insert: the scope's clinic wins", async () => {
    const a = tenantDb(database.db, 'clinic-a');
    const smuggled = { ...event('e3', 'ua'), tenant_id: 'clinic-b' };
    await a.insertInto('audit_events', smuggled).execute();
    const row = await database.db
      .selectFrom('audit_events')
      .select('tenant_id')
      .where('id', '=', 'e3')
      .executeTakeFirstOrThrow();
    expect(row.tenant_id).toBe('clinic-a');
  });

  it("updates and deletes leave another clinic's rows alone", async () => {
    // The audit trail is append-only (migration 0015): a clinic's MRN counter stands in.
    const a = tenantDb(database.db, 'clinic-a');
    const b = tenantDb(database.db, 'clinic-b');
    await a.insertInto('mrn_counters', { last_mrn: 1 }).execute();
    await b.insertInto('mrn_counters', { last_mrn: 1 }).execute();
    await a.updateTable('mrn_counters').set({ last_mrn: 7 }).execute();
    const counters = () =>
      database.db
        .selectFrom('mrn_counters')
        .select(['tenant_id', 'last_mrn'])
        .where('tenant_id', 'in', ['clinic-a', 'clinic-b'])
        .orderBy('tenant_id')
        .execute();
    expect(await counters()).toEqual([
      { tenant_id: 'clinic-a', last_mrn: 7 },
      { tenant_id: 'clinic-b', last_mrn: 1 },
    ]);
    await a.deleteFrom('mrn_counters').execute();
    expect(await counters()).toEqual([{ tenant_id: 'clinic-b', last_mrn: 1 }]);
  });

  it('keeps its clinic inside a transaction, and rolls back with it', async () => {
    const b = tenantDb(database.db, 'clinic-b');
    await expect(
      b.transaction(async (tx) => {
        await tx.insertInto('audit_events', event('e9', 'ub')).execute();
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    await b.transaction((tx) => tx.insertInto('audit_events', event('e8', 'ub')).execute());
    const ids = await b.selectFrom('audit_events').select('id').orderBy('id').execute();
    expect(ids.map((r) => r.id)).toEqual(['e1', 'e8']);
  });

  it("reads and updates only its own clinic's row of the clinics table", async () => {
    const a = tenantDb(database.db, 'clinic-a');
    expect(await a.selectClinicRow().select(['id', 'name']).execute()).toEqual([
      { id: 'clinic-a', name: 'A' },
    ]);
    const updated = await a.updateClinicRow().set({ name: 'A renamed' }).executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
    const names = await database.db
      .selectFrom('tenants')
      .select(['id', 'name'])
      .where('id', 'in', ['clinic-a', 'clinic-b'])
      .orderBy('id')
      .execute();
    expect(names).toEqual([
      { id: 'clinic-a', name: 'A renamed' },
      { id: 'clinic-b', name: 'B' },
    ]);
  });

  it('refuses to exist without a clinic', () => {
    expect(() => tenantDb(database.db, '')).toThrow('needs the caller');
  });
});
