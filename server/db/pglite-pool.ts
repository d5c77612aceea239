import type { EmbeddedDatabase } from './pglite-thread.ts';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

/** Kysely reads the affected-row count only for these statements; PGlite does not name them. */
function commandOf(sql: string): Command {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase();
  return (['INSERT', 'UPDATE', 'DELETE', 'MERGE'] as const).find((c) => c === word) ?? 'SELECT';
}

/**
 * Adapts one PGlite instance (in its thread, or a plain one) to the `pg`-style pool Kysely's PostgresDialect expects.
 * PGlite is a single connection, so `connect()` hands out one client at a time: a transaction
 * (BEGIN ... COMMIT on one client) can never interleave with another request's statements.
 */
export function pglitePool(db: Pick<EmbeddedDatabase, 'query' | 'close'>): PostgresPool {
  let queue: Promise<void> = Promise.resolve();

  return {
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const previous = queue;
      queue = new Promise<void>((resolve) => (release = resolve));
      await previous;
      let released = false;
      const client = {
        async query<R>(sql: string, parameters: ReadonlyArray<unknown>) {
          const result = await db.query<R>(sql, [...parameters]);
          return {
            command: commandOf(sql),
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows,
          };
        },
        release() {
          if (released) return;
          released = true;
          release();
        },
      };
      return client as PostgresPoolClient;
    },
    async end() {
      await queue;
      await db.close();
    },
  };
}
