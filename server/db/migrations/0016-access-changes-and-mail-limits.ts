import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Issue 31, items 2 and 6 (docs/decisions.md, "Role changes, break-glass and invitation limits"):
 * - audit events say whom a change was made to and what it was before and after (role,
 *   membership and care-team changes);
 * - `role_grants` keeps a member's request to give themselves a clinical role: pending until a
 *   second owner approves or declines it, or (in a single-owner clinic) in force at once as
 *   "break-glass" until the role is taken away again;
 * - a line of the record-access trail says whether its member was under break-glass then;
 * - `mail_sends` counts the invitation mails sent, per clinic and per (hashed) address, so the
 *   limits hold across restarts and instances.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('audit_events')
      .addColumn('subject_id', 'text')
      .addColumn('change_before', sql`text[]`)
      .addColumn('change_after', sql`text[]`)
      .execute();
    await db.schema
      .alterTable('record_access')
      .addColumn('break_glass', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema
      .createTable('role_grants')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('roles_before', sql`text[]`, (c) => c.notNull())
      .addColumn('roles_after', sql`text[]`, (c) => c.notNull())
      .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
      .addColumn('decided_by', 'text')
      .addColumn('decided_at', 'timestamptz')
      .addColumn('ended_at', 'timestamptz')
      .addPrimaryKeyConstraint('role_grants_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint('role_grants_member_fkey', ['tenant_id', 'member_id'], 'users', [
        'tenant_id',
        'id',
      ])
      .execute();
    // One open request, and one break-glass in force, per member at a time.
    await sql`CREATE UNIQUE INDEX role_grants_one_open_idx ON role_grants (tenant_id, member_id)
      WHERE status IN ('pending', 'in-force')`.execute(db);
    await db.schema
      .createTable('mail_sends')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('address_hash', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('mail_sends_pkey', ['tenant_id', 'id'])
      .execute();
    await db.schema
      .createIndex('mail_sends_tenant_idx')
      .on('mail_sends')
      .columns(['tenant_id', 'sent_at'])
      .execute();
    await db.schema
      .createIndex('mail_sends_address_idx')
      .on('mail_sends')
      .columns(['address_hash', 'sent_at'])
      .execute();
  },
};
