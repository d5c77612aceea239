import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Questionnaires before the session (issue 36, docs/decisions.md "c36-forms"), the clinic leading
 * every key:
 * - `questionnaire_assignments`: what the care team's clinician asked the patient to answer (PHQ-9,
 *   GAD-7 before each session or every N weeks; the intake's part once); `ended_at` once stopped.
 *   One running assignment per patient and questionnaire.
 * - `questionnaire_responses`: one answered occasion (`due_key`: `session:<id>`, `period:<n>`,
 *   `once`), unique per assignment, so an occasion is never answered twice even by two requests at
 *   once; a scored one points at its observation, an intake part keeps its content (jsonb) and
 *   its review (`reviewed_by`, `reviewed_at`).
 * - `clinic_crisis_lines`: the clinic's and the national crisis line, in the clinic's words.
 * - `observations.reported_by`: `clinician` (administered in session: the intake, a re-score) or
 *   `patient` (answered in the portal); a patient-reported score has no member as `recorded_by`.
 * - `notifications.kind` gains `questionnaire-safety` (CLINICAL.md rule 13: PHQ-9 item 9 > 0).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('questionnaire_assignments')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('questionnaire', 'text', (c) => c.notNull())
      .addColumn('cadence', 'text', (c) => c.notNull())
      .addColumn('every_weeks', 'integer')
      .addColumn('assigned_by', 'text', (c) => c.notNull())
      .addColumn('assigned_at', 'timestamptz', (c) => c.notNull())
      .addColumn('ended_at', 'timestamptz')
      .addPrimaryKeyConstraint('questionnaire_assignments_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint(
        'questionnaire_assignments_patient_fkey',
        ['tenant_id', 'patient_id'],
        'patients',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint(
        'questionnaire_assignments_member_fkey',
        ['tenant_id', 'assigned_by'],
        'users',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint(
        'questionnaire_assignments_kind_check',
        sql`questionnaire in ('phq9', 'gad7', 'intake')`,
      )
      .addCheckConstraint(
        'questionnaire_assignments_cadence_check',
        sql`(cadence = 'weeks' and every_weeks between 1 and 26) or (cadence in ('session', 'once') and every_weeks is null)`,
      )
      .execute();
    await sql`create unique index questionnaire_assignments_running_idx
      on questionnaire_assignments (tenant_id, patient_id, questionnaire) where ended_at is null`.execute(
      db,
    );

    await db.schema
      .createTable('questionnaire_responses')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('assignment_id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('due_key', 'text', (c) => c.notNull())
      .addColumn('encounter_id', 'text')
      .addColumn('observation_id', 'text')
      .addColumn('content', 'jsonb')
      .addColumn('answered_at', 'timestamptz', (c) => c.notNull())
      .addColumn('reviewed_by', 'text')
      .addColumn('reviewed_at', 'timestamptz')
      .addPrimaryKeyConstraint('questionnaire_responses_pkey', ['tenant_id', 'id'])
      .addUniqueConstraint('questionnaire_responses_occasion_key', [
        'tenant_id',
        'assignment_id',
        'due_key',
      ])
      .addForeignKeyConstraint(
        'questionnaire_responses_assignment_fkey',
        ['tenant_id', 'assignment_id'],
        'questionnaire_assignments',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint(
        'questionnaire_responses_patient_fkey',
        ['tenant_id', 'patient_id'],
        'patients',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint(
        'questionnaire_responses_observation_fkey',
        ['tenant_id', 'observation_id'],
        'observations',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint(
        'questionnaire_responses_reviewer_fkey',
        ['tenant_id', 'reviewed_by'],
        'users',
        ['tenant_id', 'id'],
      )
      .execute();
    await db.schema
      .createIndex('questionnaire_responses_patient_idx')
      .on('questionnaire_responses')
      .columns(['tenant_id', 'patient_id', 'answered_at'])
      .execute();

    await db.schema
      .createTable('clinic_crisis_lines')
      .addColumn('tenant_id', 'text', (c) => c.notNull().primaryKey())
      .addColumn('clinic_line', 'text')
      .addColumn('national_line', 'text')
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addForeignKeyConstraint(
        'clinic_crisis_lines_member_fkey',
        ['tenant_id', 'updated_by'],
        'users',
        ['tenant_id', 'id'],
      )
      .execute();

    await db.schema
      .alterTable('observations')
      .addColumn('reported_by', 'text', (c) => c.notNull().defaultTo('clinician'))
      .execute();
    await sql`alter table observations alter column recorded_by drop not null`.execute(db);
    await sql`alter table observations add constraint observations_reported_by_check
      check ((reported_by = 'clinician' and recorded_by is not null) or (reported_by = 'patient' and recorded_by is null))`.execute(
      db,
    );

    await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
    await sql`alter table notifications add constraint notifications_kind_check
      check (kind in ('risk-flag', 'invitation-accepted', 'transcription-finished', 'questionnaire-safety'))`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
    await sql`delete from notifications where kind = 'questionnaire-safety'`.execute(db);
    await sql`alter table notifications add constraint notifications_kind_check
      check (kind in ('risk-flag', 'invitation-accepted', 'transcription-finished'))`.execute(db);
    await db.schema.dropTable('questionnaire_responses').execute();
    await sql`delete from observations where reported_by = 'patient'`.execute(db);
    await sql`alter table observations drop constraint observations_reported_by_check`.execute(db);
    await sql`alter table observations alter column recorded_by set not null`.execute(db);
    await db.schema.alterTable('observations').dropColumn('reported_by').execute();
    await db.schema.dropTable('clinic_crisis_lines').execute();
    await db.schema.dropTable('questionnaire_assignments').execute();
  },
};
