import { sql, type Kysely } from 'kysely';

/** The tables the server's migrations made, as the catalog of the current schema knows them. */
export interface TableInfo {
  name: string;
  /** Columns a copy writes: every column but generated ones (PostgreSQL computes those). */
  columns: string[];
}

/** Kysely's own bookkeeping: the target's migrator writes these, a copy never does. */
export const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'] as const;

/**
 * Tables the database keeps from other tables' rows by triggers (migration 0045): a copy's inserts
 * of those rows make them again, so a copy compares their counts instead of writing them.
 */
export const DERIVED_TABLES = ['patient_name_words'] as const;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const quoteIdent = quoted;

/**
 * Every base table of the current schema, parents before children (foreign keys), so rows can be
 * inserted in this order without deferring a constraint. A self-reference does not count.
 */
export async function tablesInOrder(db: Kysely<unknown>): Promise<TableInfo[]> {
  const tables = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relkind IN ('r', 'p') AND c.relnamespace = current_schema()::regnamespace
    ORDER BY c.relname`.execute(db);
  const edges = await sql<{ child: string; parent: string }>`
    SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid
    JOIN pg_class parent ON parent.oid = k.confrelid
    WHERE k.contype = 'f' AND child.relnamespace = current_schema()::regnamespace
      AND child.oid <> parent.oid`.execute(db);
  const columns = await sql<{ table: string; column: string }>`
    SELECT c.relname AS "table", a.attname AS "column" FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
      AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    ORDER BY c.relname, a.attnum`.execute(db);
  const parents = new Map<string, Set<string>>();
  for (const { name } of tables.rows) parents.set(name, new Set());
  for (const { child, parent } of edges.rows) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < parents.size) {
    const ready = [...parents.keys()].filter(
      (name) => !placed.has(name) && [...(parents.get(name) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new Error('the tables reference each other in a cycle');
    for (const name of ready) {
      placed.add(name);
      ordered.push(name);
    }
  }
  return ordered.map((name) => ({
    name,
    columns: columns.rows.filter((row) => row.table === name).map((row) => row.column),
  }));
}

/** Rows per table, read in the caller's transaction (one snapshot for all of them). */
export async function countRows(
  db: Kysely<unknown>,
  tables: string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await sql<{ n: string | number }>`
      SELECT count(*) AS n FROM ${sql.raw(quoted(table))}`.execute(db);
    counts[table] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

/** The migrations the database has recorded, in the order they ran. */
export async function appliedMigrations(db: Kysely<unknown>): Promise<string[]> {
  const result = await sql<{ name: string }>`
    SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return result.rows.map((row) => row.name);
}
