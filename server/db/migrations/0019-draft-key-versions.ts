import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The member's device-draft keys, versioned (issue 31): a new key on every password change or
 * reset, the earlier ones kept so copies a device still holds can be read and re-encrypted with
 * the new one. `users.draft_key` (0011) becomes version 1 of its member and is emptied; the
 * column stays for databases that roll back to the release before this one.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('draft_keys')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('draft_keys_pkey', ['tenant_id', 'user_id', 'version'])
      .execute();
    await sql`INSERT INTO draft_keys (tenant_id, user_id, version, key, created_at)
      SELECT tenant_id, id, 1, draft_key, now() FROM users WHERE draft_key IS NOT NULL`.execute(db);
    await sql`UPDATE users SET draft_key = NULL WHERE draft_key IS NOT NULL`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`UPDATE users u SET draft_key = k.key FROM draft_keys k
      WHERE k.tenant_id = u.tenant_id AND k.user_id = u.id
        AND k.version = (SELECT max(version) FROM draft_keys m
          WHERE m.tenant_id = u.tenant_id AND m.user_id = u.id)`.execute(db);
    await db.schema.dropTable('draft_keys').execute();
  },
};
