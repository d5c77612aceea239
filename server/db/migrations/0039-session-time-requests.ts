import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * A patient's request, from the portal, to move a session to another of its clinician's free
 * slots (issue 36, docs/decisions.md "c36-visits"). Keyed by the clinic; the session and the
 * patient are the clinic's own (foreign keys with `tenant_id`). At most one request of a session
 * waits at a time (a partial unique index); the front desk confirms (the session moves) or
 * declines it, and who answered and when stays on the row.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('session_time_requests')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('encounter_id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
      .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
      .addColumn('decided_by', 'text')
      .addColumn('decided_at', 'timestamptz')
      .addPrimaryKeyConstraint('session_time_requests_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint(
        'session_time_requests_encounter_fkey',
        ['tenant_id', 'encounter_id'],
        'encounters',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint(
        'session_time_requests_patient_fkey',
        ['tenant_id', 'patient_id'],
        'patients',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint(
        'session_time_requests_status_check',
        sql`status in ('pending', 'confirmed', 'declined')`,
      )
      .addCheckConstraint('session_time_requests_span_check', sql`ends_at > starts_at`)
      .execute();
    await sql`CREATE UNIQUE INDEX session_time_requests_one_pending
      ON session_time_requests (tenant_id, encounter_id) WHERE status = 'pending'`.execute(db);
    await db.schema
      .createIndex('session_time_requests_encounter')
      .on('session_time_requests')
      .columns(['tenant_id', 'encounter_id', 'requested_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('session_time_requests').execute();
  },
};
