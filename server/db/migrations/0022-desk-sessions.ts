import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The front desk's path to a booked session (issue 32): a video session's meeting link on its
 * row (https, at most 500 characters); the check-ins, starts and no-shows confirmed on another
 * day than the session's, with why; and every session's clinician on the patient's care team
 * (booking now puts them there; sessions booked before are brought in line here).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('encounters').addColumn('video_link', 'text').execute();
    await db.schema
      .alterTable('encounters')
      .addCheckConstraint(
        'encounters_video_link_check',
        sql`video_link is null or (modality = 'video' and video_link like 'https://%' and char_length(video_link) <= 500)`,
      )
      .execute();
    await db.schema
      .createTable('encounter_off_day_actions')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('encounter_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('encounter_off_day_actions_pkey', [
        'tenant_id',
        'encounter_id',
        'action',
      ])
      .addForeignKeyConstraint(
        'encounter_off_day_actions_encounter_fkey',
        ['tenant_id', 'encounter_id'],
        'encounters',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint(
        'encounter_off_day_actions_user_fkey',
        ['tenant_id', 'user_id'],
        'users',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint(
        'encounter_off_day_actions_action_check',
        sql`action in ('check-in', 'start', 'no-show')`,
      )
      .execute();
    await sql`INSERT INTO care_team (tenant_id, patient_id, member_id)
      SELECT DISTINCT tenant_id, patient_id, clinician_id FROM encounters
      ON CONFLICT DO NOTHING`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('encounter_off_day_actions').execute();
    await db.schema.alterTable('encounters').dropColumn('video_link').execute();
  },
};
