import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Two-factor sign-in for portal patients (issue 36, docs/decisions.md "c36-patient-2fa"): the
 * members' tables of migration 0037 mirrored onto portal accounts (patients are not `users`,
 * CLINICAL.md rule 14), the clinic in every key:
 * - `portal_two_factor_credentials`: the account's sealed TOTP secret, `confirmed_at` (null while
 *   the enrolment waits for its first code), `last_step` (a code is never accepted twice).
 * - `portal_two_factor_recovery_codes`: the SHA-256 of each recovery code; `used_at` once spent.
 * - `portal_sign_in_challenges`: a right password waiting for the patient's code (the SHA-256 of
 *   the challenge token, short-lived, used once). No enrolment at sign-in: no clinic rule makes a
 *   patient enrol.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('portal_two_factor_credentials')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('secret_sealed', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('confirmed_at', 'timestamptz')
      .addColumn('last_step', 'integer')
      .addPrimaryKeyConstraint('portal_two_factor_credentials_pkey', ['tenant_id', 'account_id'])
      .addForeignKeyConstraint(
        'portal_two_factor_credentials_account_fkey',
        ['tenant_id', 'account_id'],
        'portal_accounts',
        ['tenant_id', 'id'],
      )
      .execute();

    await db.schema
      .createTable('portal_two_factor_recovery_codes')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addPrimaryKeyConstraint('portal_two_factor_recovery_codes_pkey', [
        'tenant_id',
        'account_id',
        'code_hash',
      ])
      .addForeignKeyConstraint(
        'portal_two_factor_recovery_codes_account_fkey',
        ['tenant_id', 'account_id'],
        'portal_accounts',
        ['tenant_id', 'id'],
      )
      .execute();

    await db.schema
      .createTable('portal_sign_in_challenges')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addPrimaryKeyConstraint('portal_sign_in_challenges_pkey', ['tenant_id', 'token_hash'])
      .addUniqueConstraint('portal_sign_in_challenges_token_hash_key', ['token_hash'])
      .addForeignKeyConstraint(
        'portal_sign_in_challenges_account_fkey',
        ['tenant_id', 'account_id'],
        'portal_accounts',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint('portal_sign_in_challenges_purpose_check', sql`purpose in ('code')`)
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('portal_sign_in_challenges').execute();
    await db.schema.dropTable('portal_two_factor_recovery_codes').execute();
    await db.schema.dropTable('portal_two_factor_credentials').execute();
  },
};
