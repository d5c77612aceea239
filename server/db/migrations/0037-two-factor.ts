import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Two-factor sign-in (issue 36, docs/decisions.md "c36-2fa"), keyed by the clinic and the account
 * (a member today; a patient account, once it is a `users` row with a patient role, uses the same
 * tables unchanged):
 * - `two_factor_credentials`: the account's TOTP secret, sealed (AES-256-GCM under a key derived
 *   from the server's signing key, bound to the clinic and account); `confirmed_at` null while an
 *   enrolment waits for its first code; `last_step` the time step of the last code accepted, so a
 *   code is never accepted twice.
 * - `two_factor_recovery_codes`: the SHA-256 of each recovery code; `used_at` once spent.
 * - `sign_in_challenges`: a password that was right, waiting for its second factor (or, where the
 *   clinic requires two-factor, for the enrolment): the SHA-256 of the challenge token, short-lived,
 *   used once, bound to the account. No session exists until it is answered.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('two_factor_credentials')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('secret_sealed', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('confirmed_at', 'timestamptz')
      .addColumn('last_step', 'integer')
      .addPrimaryKeyConstraint('two_factor_credentials_pkey', ['tenant_id', 'user_id'])
      .addForeignKeyConstraint(
        'two_factor_credentials_user_fkey',
        ['tenant_id', 'user_id'],
        'users',
        ['tenant_id', 'id'],
      )
      .execute();

    await db.schema
      .createTable('two_factor_recovery_codes')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addPrimaryKeyConstraint('two_factor_recovery_codes_pkey', [
        'tenant_id',
        'user_id',
        'code_hash',
      ])
      .addForeignKeyConstraint(
        'two_factor_recovery_codes_user_fkey',
        ['tenant_id', 'user_id'],
        'users',
        ['tenant_id', 'id'],
      )
      .execute();

    await db.schema
      .createTable('sign_in_challenges')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addPrimaryKeyConstraint('sign_in_challenges_pkey', ['tenant_id', 'token_hash'])
      .addUniqueConstraint('sign_in_challenges_token_hash_key', ['token_hash'])
      .addForeignKeyConstraint('sign_in_challenges_user_fkey', ['tenant_id', 'user_id'], 'users', [
        'tenant_id',
        'id',
      ])
      .addCheckConstraint('sign_in_challenges_purpose_check', sql`purpose in ('code', 'enrol')`)
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sign_in_challenges').execute();
    await db.schema.dropTable('two_factor_recovery_codes').execute();
    await db.schema.dropTable('two_factor_credentials').execute();
  },
};
