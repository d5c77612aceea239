import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/** Shipped: never edit; add a new migration instead. */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_events')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('audit_events_pk', ['tenant_id', 'id'])
      .execute();
    await db.schema
      .createIndex('audit_events_tenant_at_idx')
      .on('audit_events')
      .columns(['tenant_id', 'at'])
      .execute();
  },
};
