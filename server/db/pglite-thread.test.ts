import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as nextTimers } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { storageFailureOf } from '../ops/storage-failure.ts';
import { TEST_DATABASE } from '../test/harness.ts';
import { testPgliteDatabase } from '../test/pglite-template.ts';
import { openPglite } from './database.ts';
import { DATABASE_STOPPED_CODE, PGLITE_WORKER, type EmbeddedDatabase } from './pglite-thread.ts';

/**
 * Many short statements queued at once, as 50 connections loading the day make them; long enough
 * in all that a blocked event loop cannot be mistaken for a busy machine's hiccup.
 */
const BURST = 200;
const BURST_QUERY = 'select count(*) from generate_series(1, 20000)';
const BURST_MIN_MS = 300;
const NS_PER_MS = 1e6;
const DELAY_RESOLUTION_MS = 10;
const OPEN_TIMEOUT_MS = 180_000;

const open: EmbeddedDatabase[] = [];
afterAll(async () => {
  for (const database of open.splice(0)) await database.close();
});

/** The migrated template, in its own thread, as the test servers open it. */
async function threaded(): Promise<EmbeddedDatabase> {
  const database = await openPglite(testPgliteDatabase());
  open.push(database);
  return database;
}

/** The longest the main thread's event loop waited while `work` ran, in ms (and how long it ran). */
async function blockedWhile(work: () => Promise<unknown>) {
  const delay = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS });
  delay.enable();
  const started = performance.now();
  await work();
  const ran = performance.now() - started;
  // The monitor records a delay when its timer finally runs: let it run once more.
  await nextTimers(DELAY_RESOLUTION_MS * 3);
  delay.disable();
  return { maxDelayMs: delay.max / NS_PER_MS, ranMs: ran };
}

const burst = (database: Pick<EmbeddedDatabase, 'query'>) =>
  Promise.all(Array.from({ length: BURST }, () => database.query(BURST_QUERY)));

describe.skipIf(TEST_DATABASE !== 'pglite')('the embedded database’s own thread', () => {
  it(
    'keeps the main thread’s event loop free while a burst of statements runs',
    async () => {
      const database = await threaded();
      const { maxDelayMs, ranMs } = await blockedWhile(() => burst(database));
      expect(ranMs).toBeGreaterThanOrEqual(BURST_MIN_MS);
      expect(maxDelayMs).toBeLessThan(ranMs / 2);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'answers with PGlite’s types: Dates, bigints, parsed jsonb and bytea',
    async () => {
      const database = await threaded();
      const { rows } = await database.query<Record<string, unknown>>(
        `select $1::timestamptz as at, 9007199254740993::bigint as big,
                '{"a":[1,2]}'::jsonb as doc, '\\x0102'::bytea as bytes`,
        [new Date('2026-11-29T10:00:00Z')],
      );
      expect(rows[0]).toEqual({
        at: new Date('2026-11-29T10:00:00Z'),
        big: 9007199254740993n,
        doc: { a: [1, 2] },
        bytes: new Uint8Array([1, 2]),
      });
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'keeps a failed statement’s SQLSTATE code, and not its parameters',
    async () => {
      const database = await threaded();
      await database.exec('create temporary table unique_probe (n int primary key)');
      await database.query('insert into unique_probe values ($1)', [1]);
      const error = await database
        .query('insert into unique_probe values ($1)', [1])
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: '23505', constraint: 'unique_probe_pkey' });
      expect(error).not.toHaveProperty('params');
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'fails the waiting and every later statement as a storage failure once its thread dies',
    async () => {
      let worker: Worker | undefined;
      const dying = await openPglite(testPgliteDatabase(), (workerData) => {
        worker = new Worker(PGLITE_WORKER, { workerData });
        return worker;
      });
      const waiting = burst(dying).catch((caught: unknown) => caught);
      await worker?.terminate();
      const failure = await waiting;
      expect(failure).toMatchObject({ code: DATABASE_STOPPED_CODE });
      expect(storageFailureOf(failure)?.failure).toBe('database not running');
      await expect(dying.query('select 1')).rejects.toMatchObject({ code: DATABASE_STOPPED_CODE });
    },
    OPEN_TIMEOUT_MS,
  );
});
