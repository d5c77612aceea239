import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The patient portal's accounts (issue 36, docs/decisions.md "c36-portal"). Patients are not
 * members (CLINICAL.md rule 14): their accounts, sessions and refresh tokens live in tables of
 * their own, never in `users`/`sessions`, so no member query can ever list or authenticate one.
 * The clinic is in every key.
 * - `portal_accounts`: one per patient (`(tenant_id, patient_id)` unique); the e-mail it signs in
 *   with (unique across Praxis, as members'); the password hash (null until the invitation is
 *   accepted); `status` invited → active → revoked.
 * - `portal_invitations`: the SHA-256 of the set-password link's token, single-use, expiring.
 * - `portal_sessions`, `portal_refresh_tokens`: as members' `sessions` and `refresh_tokens`
 *   (absolute end, idle, revocation, rotation), for a portal account.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('portal_accounts')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('invited_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('activated_at', 'timestamptz')
      .addColumn('revoked_at', 'timestamptz')
      .addPrimaryKeyConstraint('portal_accounts_pkey', ['tenant_id', 'id'])
      .addUniqueConstraint('portal_accounts_patient_key', ['tenant_id', 'patient_id'])
      .addUniqueConstraint('portal_accounts_email_key', ['email'])
      .addForeignKeyConstraint(
        'portal_accounts_patient_fkey',
        ['tenant_id', 'patient_id'],
        'patients',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint(
        'portal_accounts_invited_by_fkey',
        ['tenant_id', 'invited_by'],
        'users',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint(
        'portal_accounts_status_check',
        sql`status in ('invited', 'active', 'revoked')`,
      )
      .execute();

    await db.schema
      .createTable('portal_invitations')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addPrimaryKeyConstraint('portal_invitations_pkey', ['tenant_id', 'token_hash'])
      .addUniqueConstraint('portal_invitations_token_hash_key', ['token_hash'])
      .addForeignKeyConstraint(
        'portal_invitations_account_fkey',
        ['tenant_id', 'account_id'],
        'portal_accounts',
        ['tenant_id', 'id'],
      )
      .execute();

    await db.schema
      .createTable('portal_sessions')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('absolute_expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('revoked_reason', 'text')
      .addPrimaryKeyConstraint('portal_sessions_pkey', ['tenant_id', 'id'])
      .addUniqueConstraint('portal_sessions_id_key', ['id'])
      .addForeignKeyConstraint(
        'portal_sessions_account_fkey',
        ['tenant_id', 'account_id'],
        'portal_accounts',
        ['tenant_id', 'id'],
      )
      .execute();
    await db.schema
      .createIndex('portal_sessions_account_idx')
      .on('portal_sessions')
      .columns(['tenant_id', 'account_id'])
      .execute();

    await db.schema
      .createTable('portal_refresh_tokens')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addPrimaryKeyConstraint('portal_refresh_tokens_pkey', ['tenant_id', 'token_hash'])
      .addUniqueConstraint('portal_refresh_tokens_token_hash_key', ['token_hash'])
      .addForeignKeyConstraint(
        'portal_refresh_tokens_session_fkey',
        ['tenant_id', 'session_id'],
        'portal_sessions',
        ['tenant_id', 'id'],
      )
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('portal_refresh_tokens').execute();
    await db.schema.dropTable('portal_sessions').execute();
    await db.schema.dropTable('portal_invitations').execute();
    await db.schema.dropTable('portal_accounts').execute();
  },
};
