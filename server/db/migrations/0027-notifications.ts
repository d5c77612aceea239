import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * A member's notifications (issue 30, docs/decisions.md "c30-notify"):
 * - `notifications`: an event for one member, written where it happens (a risk flag added to a
 *   patient on their caseload, an invitation they sent accepted, a transcription of their
 *   recording finished). It names the patient, session or member by id only; names are read at
 *   listing time, so a renamed patient is never shown under an old name.
 * - `notification_reads`: what a member has read, by notification id: an event's id, or the
 *   derived `note-overdue:<session id>` of a note computed at read time. The clinic leads every
 *   key, and a member's rows are theirs alone.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notifications')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text')
      .addColumn('encounter_id', 'text')
      .addColumn('subject_member_id', 'text')
      .addColumn('detail', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('notifications_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint('notifications_member_fkey', ['tenant_id', 'member_id'], 'users', [
        'tenant_id',
        'id',
      ])
      .addForeignKeyConstraint(
        'notifications_patient_fkey',
        ['tenant_id', 'patient_id'],
        'patients',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint(
        'notifications_encounter_fkey',
        ['tenant_id', 'encounter_id'],
        'encounters',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint(
        'notifications_kind_check',
        sql`kind in ('risk-flag', 'invitation-accepted', 'transcription-finished')`,
      )
      .execute();
    await db.schema
      .createIndex('notifications_member_idx')
      .on('notifications')
      .columns(['tenant_id', 'member_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('notification_reads')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('notification_id', 'text', (c) => c.notNull())
      .addColumn('read_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_reads_pkey', [
        'tenant_id',
        'member_id',
        'notification_id',
      ])
      .addForeignKeyConstraint(
        'notification_reads_member_fkey',
        ['tenant_id', 'member_id'],
        'users',
        ['tenant_id', 'id'],
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notification_reads').execute();
    await db.schema.dropTable('notifications').execute();
  },
};
