import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Audio retention (issue 31, docs/decisions.md "Audio limits and retention"):
 * - `audio_deletions` is the audit of audio the server deleted on its own: a recording's audio
 *   removed because the patient withdrew the recording & AI consent (`consent-withdrawn`, with the
 *   member who recorded the withdrawal), or because the clinic's audio retention passed
 *   (`retention`, no member). It keeps what was deleted (chunks and bytes) and which recording of
 *   which patient; no audio, no transcript.
 * - `job_leases` lets one of several server instances on one database run a periodic job: an
 *   instance runs it only after taking the job's row until `leased_until` (an upsert that succeeds
 *   only once the last lease has run out), so two instances never purge at once.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audio_deletions')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('recording_id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('chunks', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'timestamptz', (c) => c.notNull())
      .addColumn('deleted_by', 'text')
      .addPrimaryKeyConstraint('audio_deletions_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint(
        'audio_deletions_patient_fkey',
        ['tenant_id', 'patient_id'],
        'patients',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint(
        'audio_deletions_member_fkey',
        ['tenant_id', 'deleted_by'],
        'users',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint(
        'audio_deletions_reason_check',
        sql`reason in ('consent-withdrawn', 'retention')`,
      )
      .execute();
    await db.schema
      .createIndex('audio_deletions_patient_idx')
      .on('audio_deletions')
      .columns(['tenant_id', 'patient_id', 'deleted_at'])
      .execute();

    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('leased_until', 'timestamptz', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('job_leases').execute();
    await db.schema.dropTable('audio_deletions').execute();
  },
};
