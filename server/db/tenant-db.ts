import {
  sql,
  type DeleteQueryBuilder,
  type DeleteResult,
  type Insertable,
  type Kysely,
  type SelectQueryBuilder,
  type Transaction,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { Database } from './schema.ts';

/** The tables whose rows belong to one clinic: each carries `tenant_id`. */
export type TenantTable = {
  [T in keyof Database]: Database[T] extends { tenant_id: string } ? T : never;
}[keyof Database];

/** A row to insert into a clinic's table: the clinic is the scope's, never the caller's. */
export type TenantInsert<T extends TenantTable> = Omit<Insertable<Database[T]>, 'tenant_id'>;

/** `<table>.tenant_id = <clinic>`, as one SQL condition (a bound parameter, never spliced). */
const ofTenant = (table: TenantTable, tenantId: string) =>
  sql<boolean>`${sql.ref(`${table}.tenant_id`)} = ${tenantId}`;

/**
 * One clinic's view of the database (decision: tenant-scoped repositories). Every query it starts
 * is already limited to the clinic, and every row it inserts is stamped with it; a domain
 * repository receives only this, so a query without the caller's clinic cannot be written there
 * (lint keeps `ctx.db` and Kysely out of the domain folders; see eslint.config.js).
 */
export interface TenantDb {
  readonly tenantId: string;
  selectFrom<T extends TenantTable>(table: T): ReturnType<typeof selectFrom<T>>;
  insertInto<T extends TenantTable>(
    table: T,
    rows: TenantInsert<T> | readonly TenantInsert<T>[],
  ): ReturnType<typeof insertInto<T>>;
  updateTable<T extends TenantTable>(table: T): ReturnType<typeof updateTable<T>>;
  deleteFrom<T extends TenantTable>(table: T): ReturnType<typeof deleteFrom<T>>;
  /**
   * The clinic's own row in `tenants` (its id is the clinic; the table has no `tenant_id`):
   * a select of that one row, and an update of it.
   */
  selectClinicRow(): ReturnType<typeof selectClinicRow>;
  updateClinicRow(): ReturnType<typeof updateClinicRow>;
  /** Runs `work` in one transaction, with the same clinic. */
  transaction<R>(work: (scope: TenantDb) => Promise<R>): Promise<R>;
}

function selectFrom<T extends TenantTable>(db: Kysely<Database>, tenantId: string, table: T) {
  // Kysely cannot resolve its builder for a generic table: name the builder's type, then narrow it.
  const query = db.selectFrom(table) as unknown as SelectQueryBuilder<Database, T, object>;
  return query.where(ofTenant(table, tenantId));
}

function insertInto<T extends TenantTable>(
  db: Kysely<Database>,
  tenantId: string,
  table: T,
  rows: TenantInsert<T> | readonly TenantInsert<T>[],
) {
  const list = (Array.isArray(rows) ? rows : [rows]) as TenantInsert<T>[];
  const stamped = list.map((row) => ({ ...row, tenant_id: tenantId })) as Insertable<Database[T]>[];
  return db.insertInto(table).values(stamped as never);
}

function updateTable<T extends TenantTable>(db: Kysely<Database>, tenantId: string, table: T) {
  const query = db.updateTable(table) as unknown as UpdateQueryBuilder<
    Database,
    T,
    T,
    UpdateResult
  >;
  return query.where(ofTenant(table, tenantId));
}

function deleteFrom<T extends TenantTable>(db: Kysely<Database>, tenantId: string, table: T) {
  const query = db.deleteFrom(table) as unknown as DeleteQueryBuilder<Database, T, DeleteResult>;
  return query.where(ofTenant(table, tenantId));
}

function selectClinicRow(db: Kysely<Database>, tenantId: string) {
  return db.selectFrom('tenants').where('tenants.id', '=', tenantId);
}

function updateClinicRow(db: Kysely<Database>, tenantId: string) {
  return db.updateTable('tenants').where('tenants.id', '=', tenantId);
}

/** The clinic's scope over `db` (or over an open transaction). */
export function tenantDb(db: Kysely<Database> | Transaction<Database>, tenantId: string): TenantDb {
  if (!tenantId) throw new Error('A tenant-scoped query needs the caller’s clinic.');
  return {
    tenantId,
    selectFrom: (table) => selectFrom(db, tenantId, table),
    insertInto: (table, rows) => insertInto(db, tenantId, table, rows),
    updateTable: (table) => updateTable(db, tenantId, table),
    deleteFrom: (table) => deleteFrom(db, tenantId, table),
    selectClinicRow: () => selectClinicRow(db, tenantId),
    updateClinicRow: () => updateClinicRow(db, tenantId),
    transaction: (work) =>
      db.isTransaction
        ? work(tenantDb(db, tenantId))
        : db.transaction().execute((tx) => work(tenantDb(tx, tenantId))),
  };
}
