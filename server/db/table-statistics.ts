import { sql, type Kysely } from 'kysely';
import { periodicTask, type PeriodicTask } from '../ops/periodic-task.ts';
import type { Database } from './schema.ts';

/** How often the embedded database's tables are checked for growth since their last ANALYZE. */
export const STATISTICS_CHECK_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The tables of the current schema never analyzed, or whose size on disk moved by more than a
 * tenth (and at least a page) from the page count their last ANALYZE recorded: a check that reads
 * the catalogue only, never a table.
 */
async function staleTables(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = current_schema()
      and (c.reltuples < 0
        or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
          > greatest(1, c.relpages / 10))
    order by c.relname`.execute(db);
  return rows.rows.map((row) => row.name);
}

/**
 * Analyzes the tables that grew or shrank since their statistics were taken, in one transaction
 * (one commit, so one fsync on the embedded database's disk); their names.
 */
export async function analyzeStaleTables(db: Kysely<Database>): Promise<string[]> {
  const stale = await staleTables(db);
  if (stale.length === 0) return stale;
  const tables = sql.join(stale.map((name) => sql.table(name)));
  await db.transaction().execute((tx) => sql`analyze ${tables}`.execute(tx));
  return stale;
}

/**
 * Issue 35: the embedded database has no autovacuum (PGlite runs PostgreSQL in single-user mode),
 * so without this its planner never has statistics and guesses every row count (the day's score
 * changes scanned the clinic's observations once per candidate). Checks at start and every
 * STATISTICS_CHECK_INTERVAL_MS; PostgreSQL's own autovacuum keeps its statistics.
 */
export function keepTableStatistics(
  db: Kysely<Database>,
  onError: (error: unknown) => void,
  intervalMs = STATISTICS_CHECK_INTERVAL_MS,
): PeriodicTask {
  const task = periodicTask(intervalMs, async () => void (await analyzeStaleTables(db)), onError);
  task.runNow();
  return task;
}
