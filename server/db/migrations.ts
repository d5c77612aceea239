import { Migrator, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';

/** Versioned, in-code migrations: names sort in the order they apply; never edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001-tenants-users': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tenants')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_tenant_idx').on('users').column('tenant_id').execute();
    },
  },
  '0002-sessions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('absolute_expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .addColumn('revoked_reason', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('refresh_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
        .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
    },
  },
  '0003-audit-events': {
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
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration; throws (and the server does not start) if one fails. */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  // With a schema, Kysely must look for its bookkeeping tables there, not in any schema.
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
