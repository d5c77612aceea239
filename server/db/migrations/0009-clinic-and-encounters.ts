import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The clinic's records beyond patients (CLINICAL.md §2): the clinic's profile and settings
 * (FHIR Organization), members' credentials (Practitioner), invitations, consents (Consent),
 * diagnoses (Condition), patient flags and sessions (Encounter). Every clinical key includes the
 * clinic, so a cross-clinic reference cannot exist even by a bug. Times are UTC (timestamptz);
 * the clinic's time zone only decides how they are shown and where a day begins.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('tenants')
      .addColumn('address', 'text')
      .addColumn('phone', 'text')
      .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
      .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('credentials', 'text')
      .addColumn('licence_number', 'text')
      .execute();
    await db.schema
      .alterTable('patients')
      .addColumn('flags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .execute();

    await db.schema
      .createTable('invitations')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('roles', sql`text[]`, (c) => c.notNull())
      /** SHA-256 of the single-use token; the token itself is only ever in the mailed link. */
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('invited_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('accepted_at', 'timestamptz')
      .addColumn('accepted_user_id', 'text')
      .addColumn('revoked_at', 'timestamptz')
      .addPrimaryKeyConstraint('invitations_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint(
        'invitations_invited_by_fkey',
        ['tenant_id', 'invited_by'],
        'users',
        ['tenant_id', 'id'],
      )
      .execute();

    // Consents are append-only: each grant or withdrawal is a row; a kind's latest row is in force.
    await db.schema
      .createTable('consents')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('seq', 'bigserial', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('effective_date', 'date', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('recorded_by', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('consents_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint('consents_patient_fkey', ['tenant_id', 'patient_id'], 'patients', [
        'tenant_id',
        'id',
      ])
      .addForeignKeyConstraint('consents_recorded_by_fkey', ['tenant_id', 'recorded_by'], 'users', [
        'tenant_id',
        'id',
      ])
      .addCheckConstraint(
        'consents_kind_check',
        sql`kind in ('treatment', 'telehealth', 'recording-ai', 'release-of-information')`,
      )
      .addCheckConstraint('consents_status_check', sql`status in ('granted', 'withdrawn')`)
      .execute();
    await db.schema
      .createIndex('consents_patient_idx')
      .on('consents')
      .columns(['tenant_id', 'patient_id', 'seq'])
      .execute();

    await db.schema
      .createTable('diagnoses')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('onset_date', 'date')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('recorded_by', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('diagnoses_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint('diagnoses_patient_fkey', ['tenant_id', 'patient_id'], 'patients', [
        'tenant_id',
        'id',
      ])
      .addCheckConstraint('diagnoses_status_check', sql`status in ('active', 'resolved')`)
      .execute();
    await db.schema
      .createIndex('diagnoses_patient_idx')
      .on('diagnoses')
      .columns(['tenant_id', 'patient_id'])
      .execute();

    await db.schema
      .createTable('encounters')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('clinician_id', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
      .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
      .addColumn('modality', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('location', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('planned'))
      .addColumn('status_reason', 'text')
      .addColumn('arrived_at', 'timestamptz')
      .addColumn('started_at', 'timestamptz')
      .addColumn('finished_at', 'timestamptz')
      .addColumn('booked_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('encounters_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint('encounters_patient_fkey', ['tenant_id', 'patient_id'], 'patients', [
        'tenant_id',
        'id',
      ])
      .addForeignKeyConstraint(
        'encounters_clinician_fkey',
        ['tenant_id', 'clinician_id'],
        'users',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint('encounters_time_check', sql`ends_at > starts_at`)
      .addCheckConstraint(
        'encounters_status_check',
        sql`status in ('planned', 'arrived', 'in-progress', 'finished', 'cancelled', 'no-show')`,
      )
      .addCheckConstraint(
        'encounters_modality_check',
        sql`modality in ('in-person', 'video', 'phone')`,
      )
      .addCheckConstraint(
        'encounters_type_check',
        sql`type in ('intake', 'individual', 'couple-family', 'group')`,
      )
      .execute();
    await db.schema
      .createIndex('encounters_clinician_time_idx')
      .on('encounters')
      .columns(['tenant_id', 'clinician_id', 'starts_at'])
      .execute();
    await db.schema
      .createIndex('encounters_patient_time_idx')
      .on('encounters')
      .columns(['tenant_id', 'patient_id', 'starts_at'])
      .execute();
  },
};
