import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Consents signed online and what a clinician shares with a patient (issue 36, docs/decisions.md
 * "c36-consents"), the clinic in every key:
 * - `consent_texts`: the clinic's consent texts, one row per version of a kind, never changed (an
 *   owner's edit is a new version); `sha256` is the hex SHA-256 of `body` as stored.
 * - `consents` gain what an online signature keeps: the text version signed (`consent_text_id`),
 *   the SHA-256 of the exact text shown (`text_sha256`) and the name the patient typed
 *   (`signed_name`). Such a row has no member behind it, so `recorded_by` may be null — and then
 *   the signature columns must all be there.
 * - `patient_shares`: a handout, a reading-list article or a signed note a clinician shared with
 *   the patient; unsharing deletes the row.
 * (The consent kind `portal`, consent to use the patient portal, is migration 0038's.)
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('consent_texts')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('consent_texts_pkey', ['tenant_id', 'id'])
      .addUniqueConstraint('consent_texts_version_key', ['tenant_id', 'kind', 'version'])
      .addForeignKeyConstraint('consent_texts_tenant_fkey', ['tenant_id'], 'tenants', ['id'])
      .addForeignKeyConstraint(
        'consent_texts_created_by_fkey',
        ['tenant_id', 'created_by'],
        'users',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint('consent_texts_version_check', sql`version >= 1`)
      .execute();

    await sql`ALTER TABLE consents ALTER COLUMN recorded_by DROP NOT NULL`.execute(db);
    await db.schema
      .alterTable('consents')
      .addColumn('consent_text_id', 'text')
      .addColumn('text_sha256', 'text')
      .addColumn('signed_name', 'text')
      .execute();
    await db.schema
      .alterTable('consents')
      .addForeignKeyConstraint(
        'consents_consent_text_fkey',
        ['tenant_id', 'consent_text_id'],
        'consent_texts',
        ['tenant_id', 'id'],
      )
      .execute();
    await sql`ALTER TABLE consents ADD CONSTRAINT consents_signer_check CHECK (
      (consent_text_id IS NULL AND text_sha256 IS NULL AND signed_name IS NULL AND recorded_by IS NOT NULL)
      OR (consent_text_id IS NOT NULL AND text_sha256 IS NOT NULL AND signed_name IS NOT NULL))`.execute(
      db,
    );

    await db.schema
      .createTable('patient_shares')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text')
      .addColumn('article', 'jsonb')
      .addColumn('note_id', 'text')
      .addColumn('shared_by', 'text', (c) => c.notNull())
      .addColumn('shared_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('patient_shares_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint(
        'patient_shares_patient_fkey',
        ['tenant_id', 'patient_id'],
        'patients',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint('patient_shares_note_fkey', ['tenant_id', 'note_id'], 'notes', [
        'tenant_id',
        'id',
      ])
      .addForeignKeyConstraint(
        'patient_shares_shared_by_fkey',
        ['tenant_id', 'shared_by'],
        'users',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint(
        'patient_shares_kind_check',
        sql`(kind = 'handout' AND body IS NOT NULL AND article IS NULL AND note_id IS NULL)
          OR (kind = 'article' AND article IS NOT NULL AND body IS NULL AND note_id IS NULL)
          OR (kind = 'note' AND note_id IS NOT NULL AND body IS NULL AND article IS NULL)`,
      )
      .execute();
    await db.schema
      .createIndex('patient_shares_patient_idx')
      .on('patient_shares')
      .columns(['tenant_id', 'patient_id', 'shared_at'])
      .execute();
    await sql`CREATE UNIQUE INDEX patient_shares_note_key ON patient_shares (tenant_id, patient_id, note_id) WHERE note_id IS NOT NULL`.execute(
      db,
    );
  },

  /**
   * Drops the shares and the texts, and the consents signed online with them (they cannot exist
   * without a member behind them).
   */
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('patient_shares').execute();
    await sql`DELETE FROM consents WHERE signed_name IS NOT NULL`.execute(db);
    await sql`ALTER TABLE consents DROP CONSTRAINT consents_signer_check`.execute(db);
    await sql`ALTER TABLE consents DROP CONSTRAINT consents_consent_text_fkey`.execute(db);
    await db.schema
      .alterTable('consents')
      .dropColumn('consent_text_id')
      .dropColumn('text_sha256')
      .dropColumn('signed_name')
      .execute();
    await sql`ALTER TABLE consents ALTER COLUMN recorded_by SET NOT NULL`.execute(db);
    await db.schema.dropTable('consent_texts').execute();
  },
};
