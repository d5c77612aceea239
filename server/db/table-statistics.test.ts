import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './database.ts';
import { analyzeStaleTables } from './table-statistics.ts';

let database: OpenDatabase;
const now = new Date('2026-11-30T09:00:00Z');

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

/** What the planner believes of the table: its rows as last analyzed (-1: never). */
async function plannerRows(table: string): Promise<number> {
  const row = await sql<{ rows: number }>`
    select reltuples as rows from pg_class where relname = ${table} and relkind = 'r'`.execute(
    database.db,
  );
  return Number(row.rows[0]?.rows);
}

describe('the embedded database’s planner statistics', () => {
  it('analyzes the never-analyzed tables, then none while nothing changes', async () => {
    expect(await plannerRows('audit_events')).toBe(-1);
    const first = await analyzeStaleTables(database.db);
    expect(first).toContain('audit_events');
    expect(first).toContain('patients');
    expect(await plannerRows('audit_events')).toBe(0);
    expect(await analyzeStaleTables(database.db)).toEqual([]);
  });

  it('analyzes a table again once it has grown, and gives the planner its new row count', async () => {
    await analyzeStaleTables(database.db);
    await database.db
      .insertInto('tenants')
      .values({ id: 'clinic-stats', name: 'Statistics', created_at: now })
      .execute();
    const events = Array.from({ length: 2_000 }, (_, n) => ({
      id: `event-${n}`,
      tenant_id: 'clinic-stats',
      type: 'sign-in',
      at: now,
      user_id: 'someone',
    }));
    await database.db.insertInto('audit_events').values(events).execute();
    const analyzed = await analyzeStaleTables(database.db);
    expect(analyzed).toContain('audit_events');
    expect(analyzed).not.toContain('patients');
    expect(await plannerRows('audit_events')).toBe(2_000);
  });
});
