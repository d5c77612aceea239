import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The audit trail in the server's order: `at` becomes the server's time for every new event, the
 * client's own time is kept apart as `client_at`, `recorded_by` says who recorded it, and `seq`
 * is the order the server stored them in (the list sorts and pages by it).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('audit_events').addColumn('seq', 'bigserial').execute();
    await db.schema.alterTable('audit_events').addColumn('client_at', 'timestamptz').execute();
    await db.schema
      .alterTable('audit_events')
      .addColumn('recorded_by', 'text', (c) => c.notNull().defaultTo(sql`'server'`))
      .execute();
    await db.schema
      .createIndex('audit_events_tenant_seq_idx')
      .on('audit_events')
      .columns(['tenant_id', 'seq'])
      .execute();
  },
};
