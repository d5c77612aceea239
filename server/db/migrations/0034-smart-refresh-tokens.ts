import type { Kysely, Migration } from 'kysely';

/**
 * SMART refresh tokens (issue 34, docs/decisions.md "c34-refresh"):
 * - `smart_grants.session_id`: the Praxis session the member approved the launch in; an
 *   `online_access` grant's refresh tokens work only while it lives.
 * - `smart_refresh_tokens`: one refresh token of a grant (its SHA-256 only), used once: each use
 *   issues the next one (rotation), and a second use of a spent one revokes the grant.
 *   `expires_at` is fixed at approval (rotation does not extend it).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('smart_grants').addColumn('session_id', 'text').execute();

    await db.schema
      .createTable('smart_refresh_tokens')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('grant_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addPrimaryKeyConstraint('smart_refresh_tokens_pkey', ['token_hash'])
      .addForeignKeyConstraint(
        'smart_refresh_tokens_grant_fkey',
        ['tenant_id', 'grant_id'],
        'smart_grants',
        ['tenant_id', 'id'],
      )
      .execute();
    await db.schema
      .createIndex('smart_refresh_tokens_grant_idx')
      .on('smart_refresh_tokens')
      .columns(['tenant_id', 'grant_id'])
      .execute();
  },
};
