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
 * The audit chain of migration 0015 covers the three new columns: an event that has any of them
 * hashes them too (`changeAfter`, `changeBefore`, `subjectId` in the canonical JSON's key order),
 * and an event with none hashes exactly as before, so the chain already stored still verifies.
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
    await sql`
      CREATE OR REPLACE FUNCTION audit_event_hash(e audit_events) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT encode(sha256(convert_to(
          '{"at":' || to_json(audit_instant(e.at))::text
          || ',"chainIndex":' || e.chain_index::text
          || CASE WHEN num_nonnulls(e.subject_id, e.change_before, e.change_after) = 0 THEN ''
             ELSE ',"changeAfter":' || coalesce(to_json(e.change_after)::text, 'null')
               || ',"changeBefore":' || coalesce(to_json(e.change_before)::text, 'null') END
          || ',"clientAt":' || coalesce(to_json(audit_instant(e.client_at))::text, 'null')
          || ',"id":' || to_json(e.id)::text
          || ',"prevHash":' || coalesce(to_json(e.prev_hash)::text, 'null')
          || ',"reason":' || coalesce(to_json(e.reason)::text, 'null')
          || ',"recordedAt":' || to_json(audit_instant(e.recorded_at))::text
          || ',"recordedBy":' || to_json(e.recorded_by)::text
          || ',"seq":' || e.seq::text
          || CASE WHEN num_nonnulls(e.subject_id, e.change_before, e.change_after) = 0 THEN ''
             ELSE ',"subjectId":' || coalesce(to_json(e.subject_id)::text, 'null') END
          || ',"tenantId":' || to_json(e.tenant_id)::text
          || ',"type":' || to_json(e.type)::text
          || ',"userId":' || to_json(e.user_id)::text
          || '}', 'UTF8')), 'hex')
      $$`.execute(db);
  },
};
