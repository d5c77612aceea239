import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSchema, POSTGRES_TEST_URL, scratchSchema } from '../test/harness.ts';
import { openDatabase } from './database.ts';
import { SCHEMA_CHANGE_LOCK } from './migrations.ts';

const schema = scratchSchema();
afterAll(() => dropSchema(POSTGRES_TEST_URL, schema));

/** This file's migrating backends (by application name) waiting for the schema-change lock. */
async function waiting(client: pg.Client, applicationName: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND NOT l.granted AND a.application_name = $1
        AND l.classid::bigint = 0 AND l.objid::bigint = $2::bigint AND l.objsubid = 1`,
    [applicationName, SCHEMA_CHANGE_LOCK],
  );
  return rows[0]!.n;
}

describe.skipIf(!POSTGRES_TEST_URL)('migrations and schema drops on one PostgreSQL server', () => {
  it('a migration waits while another holds the schema-change lock, then runs whole', async () => {
    const holder = new pg.Client({ connectionString: POSTGRES_TEST_URL });
    await holder.connect();
    const applicationName = `praxis-lock-test-${randomUUID().slice(0, 8)}`;
    const before = process.env.PGAPPNAME;
    try {
      await holder.query('SELECT pg_advisory_lock($1::bigint)', [SCHEMA_CHANGE_LOCK]);
      // node-postgres names its connections after PGAPPNAME: the migration's can be told apart.
      process.env.PGAPPNAME = applicationName;
      const opening = openDatabase({
        databaseUrl: POSTGRES_TEST_URL!,
        schema,
        dataDir: 'memory://',
      });
      // The migration's backend shows up waiting on the lock: observed, no fixed sleep.
      await expect.poll(() => waiting(holder, applicationName), { timeout: 20_000 }).toBe(1);
      await holder.query('SELECT pg_advisory_unlock($1::bigint)', [SCHEMA_CHANGE_LOCK]);
      const opened = await opening;
      try {
        expect(opened.migrations.length).toBeGreaterThan(0);
        expect(await waiting(holder, applicationName)).toBe(0);
      } finally {
        await opened.close();
      }
    } finally {
      if (before === undefined) delete process.env.PGAPPNAME;
      else process.env.PGAPPNAME = before;
      await holder.end();
    }
  });
});
