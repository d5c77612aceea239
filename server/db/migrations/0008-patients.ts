import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Patients (FHIR Patient), their care team and the record-access trail (FHIR AuditEvent).
 * Every key includes the clinic, so a cross-clinic reference cannot exist even by a bug; names
 * are searched with trigram similarity (pg_trgm, which PGlite also ships).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // In public, so a deployment (or a test run) in its own schema shares one copy: the
    // connection's search_path lists public after the schema (server/db/database.ts).
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
    await db.schema
      .createTable('mrn_counters')
      .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id'))
      .addColumn('last_mrn', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('patients')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('mrn', 'text', (c) => c.notNull())
      .addColumn('family_name', 'text', (c) => c.notNull())
      .addColumn('given_name', 'text', (c) => c.notNull())
      .addColumn('preferred_name', 'text')
      .addColumn('pronouns', 'text')
      .addColumn('birth_date', 'date', (c) => c.notNull())
      .addColumn('sex_at_birth', 'text')
      .addColumn('gender_identity', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('emergency_contact', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('primary_clinician_id', 'text')
      .addColumn('search_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('patients_pkey', ['tenant_id', 'id'])
      .addUniqueConstraint('patients_tenant_mrn_key', ['tenant_id', 'mrn'])
      .addForeignKeyConstraint(
        'patients_primary_clinician_fkey',
        ['tenant_id', 'primary_clinician_id'],
        'users',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint(
        'patients_status_check',
        sql`status in ('active', 'inactive', 'discharged')`,
      )
      .execute();
    await sql`CREATE INDEX patients_search_name_trgm ON patients USING gin (search_name gin_trgm_ops)`.execute(
      db,
    );
    await db.schema
      .createTable('care_team')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('care_team_pkey', ['tenant_id', 'patient_id', 'member_id'])
      .addForeignKeyConstraint('care_team_patient_fkey', ['tenant_id', 'patient_id'], 'patients', [
        'tenant_id',
        'id',
      ])
      .addForeignKeyConstraint('care_team_member_fkey', ['tenant_id', 'member_id'], 'users', [
        'tenant_id',
        'id',
      ])
      .execute();
    await db.schema
      .createIndex('care_team_member_idx')
      .on('care_team')
      .columns(['tenant_id', 'member_id'])
      .execute();
    await db.schema
      .createTable('record_access')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('seq', 'bigserial', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('record_access_pkey', ['tenant_id', 'id'])
      .execute();
    await db.schema
      .createIndex('record_access_patient_idx')
      .on('record_access')
      .columns(['tenant_id', 'patient_id', 'seq'])
      .execute();
  },
};
