import type { Kysely, Migration } from 'kysely';

/**
 * `/readyz` proves the database can still write (decision O4): it rewrites this table's one row.
 * A full disk, a read-only database or a standby then fail readiness instead of answering 200.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('readiness_probe')
      .addColumn('id', 'smallint', (c) => c.primaryKey())
      .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};
