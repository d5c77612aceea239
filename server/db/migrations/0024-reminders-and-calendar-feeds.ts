import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Session reminders and clinicians' calendar feeds (issue 32, docs/decisions.md "Reminders and
 * calendar feeds"):
 * - consents gain the kind `contact`: the patient agrees to be contacted (reminders by e-mail).
 * - `patient_reminder_settings`: a patient's reminders switched off (absent row: on).
 * - `reminder_sends`: every reminder, update or cancellation mailed for a session, numbered per
 *   session (`sequence`, the .ics SEQUENCE). Inserting the row is the claim: the key
 *   (clinic, session, sequence) is unique, so of two workers that decide the same mail one inserts
 *   and sends, the other's insert does nothing. `sent_at` is set once the transport took it.
 * - `calendar_feeds`: a clinician's private feed, the SHA-256 of its random token only.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE consents DROP CONSTRAINT consents_kind_check`.execute(db);
    await sql`ALTER TABLE consents ADD CONSTRAINT consents_kind_check CHECK (kind in ('treatment', 'telehealth', 'recording-ai', 'release-of-information', 'contact'))`.execute(
      db,
    );

    await db.schema
      .createTable('patient_reminder_settings')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('reminders_off', 'boolean', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('patient_reminder_settings_pkey', ['tenant_id', 'patient_id'])
      .addForeignKeyConstraint(
        'patient_reminder_settings_patient_fkey',
        ['tenant_id', 'patient_id'],
        'patients',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint(
        'patient_reminder_settings_member_fkey',
        ['tenant_id', 'updated_by'],
        'users',
        ['tenant_id', 'id'],
      )
      .execute();

    await db.schema
      .createTable('reminder_sends')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('encounter_id', 'text', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
      .addColumn('claimed_by', 'text', (c) => c.notNull())
      .addColumn('claimed_at', 'timestamptz', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz')
      .addColumn('channel', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('reminder_sends_pkey', ['tenant_id', 'encounter_id', 'sequence'])
      .addForeignKeyConstraint(
        'reminder_sends_encounter_fkey',
        ['tenant_id', 'encounter_id'],
        'encounters',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint(
        'reminder_sends_kind_check',
        sql`kind in ('reminder', 'update', 'cancel')`,
      )
      .addCheckConstraint('reminder_sends_channel_check', sql`channel in ('email')`)
      .execute();

    await db.schema
      .createTable('calendar_feeds')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('calendar_feeds_pkey', ['tenant_id', 'member_id'])
      .addForeignKeyConstraint('calendar_feeds_member_fkey', ['tenant_id', 'member_id'], 'users', [
        'tenant_id',
        'id',
      ])
      .addUniqueConstraint('calendar_feeds_token_hash_key', ['token_hash'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('calendar_feeds').execute();
    await db.schema.dropTable('reminder_sends').execute();
    await db.schema.dropTable('patient_reminder_settings').execute();
    await sql`DELETE FROM consents WHERE kind = 'contact'`.execute(db);
    await sql`ALTER TABLE consents DROP CONSTRAINT consents_kind_check`.execute(db);
    await sql`ALTER TABLE consents ADD CONSTRAINT consents_kind_check CHECK (kind in ('treatment', 'telehealth', 'recording-ai', 'release-of-information'))`.execute(
      db,
    );
  },
};
