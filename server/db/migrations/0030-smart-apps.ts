import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * SMART App Launch (issue 34, docs/decisions.md "c34-smart"):
 * - `smart_apps`: the apps a clinic's owner registered: a client id (random, unique across clinics,
 *   since an authorization request names no clinic), a name, the exact redirect URIs, public or
 *   confidential (the SHA-256 of its secret only), the scopes it may ask for; revoked, never deleted.
 * - `smart_grants`: one approved launch: the member, the app, the granted scopes, the patient
 *   chosen at launch, the PKCE challenge and the one-time code (its hash; used once, short-lived).
 *   The access tokens issued for it name it, so revoking the grant (code reuse, the app revoked)
 *   ends them at once.
 * - `record_access.smart_client_id`: the app a read was made through (null: Praxis itself).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('smart_apps')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('redirect_uris', sql`text[]`, (c) => c.notNull())
      .addColumn('scopes', sql`text[]`, (c) => c.notNull())
      .addColumn('confidential', 'boolean', (c) => c.notNull())
      .addColumn('secret_hash', 'text')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .addPrimaryKeyConstraint('smart_apps_pkey', ['tenant_id', 'client_id'])
      .addUniqueConstraint('smart_apps_client_id_key', ['client_id'])
      .addForeignKeyConstraint('smart_apps_creator_fkey', ['tenant_id', 'created_by'], 'users', [
        'tenant_id',
        'id',
      ])
      .addCheckConstraint(
        'smart_apps_secret_check',
        sql`(confidential and secret_hash is not null) or (not confidential and secret_hash is null)`,
      )
      .execute();

    await db.schema
      .createTable('smart_grants')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text')
      .addColumn('scopes', sql`text[]`, (c) => c.notNull())
      .addColumn('redirect_uri', 'text', (c) => c.notNull())
      .addColumn('code_challenge', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('code_expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('code_used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .addPrimaryKeyConstraint('smart_grants_pkey', ['tenant_id', 'id'])
      .addUniqueConstraint('smart_grants_code_hash_key', ['code_hash'])
      .addForeignKeyConstraint('smart_grants_app_fkey', ['tenant_id', 'client_id'], 'smart_apps', [
        'tenant_id',
        'client_id',
      ])
      .addForeignKeyConstraint('smart_grants_member_fkey', ['tenant_id', 'user_id'], 'users', [
        'tenant_id',
        'id',
      ])
      .addForeignKeyConstraint(
        'smart_grants_patient_fkey',
        ['tenant_id', 'patient_id'],
        'patients',
        ['tenant_id', 'id'],
      )
      .execute();

    await db.schema.alterTable('record_access').addColumn('smart_client_id', 'text').execute();
  },
};
