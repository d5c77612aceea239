import { protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { exchange } from './pglite-wire.ts';

const { serialize } = protocol;

/** How many distinct statements stay prepared (the least recently used one is closed first). */
export const PREPARED_STATEMENT_CAPACITY = 500;

/** SQLSTATE feature_not_supported: "cached plan must not change result type" after DDL. */
const CACHED_PLAN_CHANGED = '0A000';

function isCachedPlanChange(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === CACHED_PLAN_CHANGED && String(message).includes('cached plan');
}

/** Statement names are never reused, even by a second cache on the same database (tests). */
let made = 0;

interface Prepared {
  name: string;
  /** The parameters' type OIDs, as the server inferred them (PGlite serializes by them). */
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** The statement's text on its error, as PGlite's own `query` puts it (never its parameters). */
function withQuery(error: unknown, sql: string): unknown {
  if (error instanceof Error) Object.assign(error, { query: sql });
  return error;
}

/**
 * PGlite's `query`, with each distinct statement parsed (and described) once: PGlite's own
 * `query` parses, describes, binds, describes and executes a statement in six calls into
 * PostgreSQL's WebAssembly every time (issue 35). Here a statement seen before is one call: Bind
 * to its named prepared statement, Describe, Execute, Sync. PostgreSQL re-plans a prepared
 * statement when the tables under it change, and chooses between a plan for the values given and
 * a generic one as it does for any client's prepared statements (`plan_cache_mode`).
 * Results are parsed by PGlite's own parsers, so rows are exactly what `query` returns.
 */
export function preparedStatements(pglite: PGlite, capacity = PREPARED_STATEMENT_CAPACITY) {
  const prepared = new Map<string, Prepared>();

  const run = (parts: Uint8Array[]) => exchange(pglite, concat(parts));

  async function forget(sql: string) {
    const statement = prepared.get(sql);
    if (!statement) return;
    prepared.delete(sql);
    await run([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]);
  }

  async function prepare(sql: string): Promise<Prepared> {
    const name = `praxis_${(made += 1)}`;
    const { paramTypes } = await run([
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, paramTypes };
    prepared.set(sql, statement);
    const oldest = prepared.keys().next().value;
    if (prepared.size > capacity && oldest !== undefined) await forget(oldest);
    return statement;
  }

  /** The statement, prepared (and now the most recently used). */
  async function statementFor(sql: string): Promise<Prepared> {
    const known = prepared.get(sql);
    if (!known) return prepare(sql);
    prepared.delete(sql);
    prepared.set(sql, known);
    return known;
  }

  async function execute<T>(sql: string, params: unknown[]): Promise<Results<T>> {
    const statement = await statementFor(sql);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pglite.serializers[statement.paramTypes[i] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    const { result } = await run([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    await pglite.syncToFs();
    return result as Results<T>;
  }

  return async function query<T>(sql: string, params: unknown[] = []): Promise<Results<T>> {
    return pglite.runExclusive(async () => {
      try {
        return await execute<T>(sql, params);
      } catch (error) {
        if (!isCachedPlanChange(error)) throw withQuery(error, sql);
        // A table under the statement changed its columns: prepare it again, and (outside a
        // transaction, which the error has aborted) run it again.
        await forget(sql);
        if (pglite.isInTransaction()) throw withQuery(error, sql);
        return execute<T>(sql, params).catch((again: unknown) => {
          throw withQuery(again, sql);
        });
      }
    });
  };
}
