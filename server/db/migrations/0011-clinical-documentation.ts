import { sql } from 'kysely';
import type { CreateTableBuilder, Kysely, Migration } from 'kysely';

/** The columns a signed record carries (FHIR Provenance: who, when, in which role, what hash). */
export const signable = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('signed_at', 'timestamptz')
    .addColumn('signer_role', 'text')
    .addColumn('content_sha256', 'text')
    .addColumn('error_reason', 'text')
    .addColumn('error_at', 'timestamptz')
    .addColumn('error_by', 'text');

/**
 * A signed record never changes (CLINICAL.md decision 1), enforced by the database as well as the
 * API: once signed, only the move to 'entered-in-error' (with its reason) is accepted, and nothing
 * may be deleted. A bug or a hand-written query gets an error, not a changed legal record.
 */
const lockSigned = async (db: Kysely<unknown>, table: string) => {
  const name = sql.raw(`${table}_lock_signed`);
  await sql`
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        IF OLD.status <> 'draft' THEN
          RAISE EXCEPTION 'a signed record cannot be deleted' USING ERRCODE = 'P0001';
        END IF;
        RETURN OLD;
      END IF;
      IF OLD.status <> 'draft' AND (
        NEW.content IS DISTINCT FROM OLD.content OR NEW.version IS DISTINCT FROM OLD.version
        OR NEW.signed_at IS DISTINCT FROM OLD.signed_at
        OR NEW.content_sha256 IS DISTINCT FROM OLD.content_sha256
        OR NEW.signer_role IS DISTINCT FROM OLD.signer_role
        OR OLD.status = 'entered-in-error'
      ) THEN
        RAISE EXCEPTION 'a signed record cannot be changed' USING ERRCODE = 'P0001';
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER ${name} BEFORE UPDATE OR DELETE ON ${sql.table(table)}
    FOR EACH ROW EXECUTE FUNCTION ${name}()`.execute(db);
};

/**
 * Clinical documentation (issue 10; CLINICAL.md §2): progress notes (DAP or SOAP, FHIR
 * Composition), their addenda (DocumentReference, append-only), intakes (QuestionnaireResponse),
 * every saved version of either, and PHQ-9 / GAD-7 scores (Observation). Every key carries the
 * clinic, so a cross-clinic reference cannot exist.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The key of the member's encrypted draft store in the browser (base64, 256 bits): handed only
    // to the signed-in member, so a draft kept on a shared clinic computer is unreadable to others.
    await db.schema.alterTable('users').addColumn('draft_key', 'text').execute();

    await signable(
      db.schema
        .createTable('notes')
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('encounter_id', 'text', (c) => c.notNull())
        .addColumn('patient_id', 'text', (c) => c.notNull())
        .addColumn('author_id', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull()),
    )
      .addPrimaryKeyConstraint('notes_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint(
        'notes_encounter_fkey',
        ['tenant_id', 'encounter_id'],
        'encounters',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint('notes_patient_fkey', ['tenant_id', 'patient_id'], 'patients', [
        'tenant_id',
        'id',
      ])
      .addForeignKeyConstraint('notes_author_fkey', ['tenant_id', 'author_id'], 'users', [
        'tenant_id',
        'id',
      ])
      .addCheckConstraint('notes_format_check', sql`format in ('dap', 'soap')`)
      .addCheckConstraint(
        'notes_status_check',
        sql`status in ('draft', 'signed', 'entered-in-error')`,
      )
      .execute();
    // One live note per session; a note entered in error stays beside its replacement.
    await sql`CREATE UNIQUE INDEX notes_one_live_per_encounter ON notes (tenant_id, encounter_id) WHERE status <> 'entered-in-error'`.execute(
      db,
    );
    await db.schema
      .createIndex('notes_patient_idx')
      .on('notes')
      .columns(['tenant_id', 'patient_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('notes_author_status_idx')
      .on('notes')
      .columns(['tenant_id', 'author_id', 'status'])
      .execute();

    await db.schema
      .createTable('note_addenda')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('seq', 'bigserial', (c) => c.notNull())
      .addColumn('note_id', 'text', (c) => c.notNull())
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('signed_at', 'timestamptz', (c) => c.notNull())
      .addColumn('signer_role', 'text', (c) => c.notNull())
      .addColumn('content_sha256', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('note_addenda_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint('note_addenda_note_fkey', ['tenant_id', 'note_id'], 'notes', [
        'tenant_id',
        'id',
      ])
      .addForeignKeyConstraint('note_addenda_author_fkey', ['tenant_id', 'author_id'], 'users', [
        'tenant_id',
        'id',
      ])
      .execute();
    await db.schema
      .createIndex('note_addenda_note_idx')
      .on('note_addenda')
      .columns(['tenant_id', 'note_id', 'seq'])
      .execute();
    // Addenda are append-only: signed when written, never updated or deleted.
    await sql`
      CREATE FUNCTION note_addenda_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'an addendum cannot be changed or deleted' USING ERRCODE = 'P0001';
      END $$`.execute(db);
    await sql`CREATE TRIGGER note_addenda_append_only BEFORE UPDATE OR DELETE ON note_addenda
      FOR EACH ROW EXECUTE FUNCTION note_addenda_append_only()`.execute(db);

    await signable(
      db.schema
        .createTable('intakes')
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('patient_id', 'text', (c) => c.notNull())
        .addColumn('encounter_id', 'text')
        .addColumn('author_id', 'text', (c) => c.notNull()),
    )
      .addPrimaryKeyConstraint('intakes_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint('intakes_patient_fkey', ['tenant_id', 'patient_id'], 'patients', [
        'tenant_id',
        'id',
      ])
      .addForeignKeyConstraint(
        'intakes_encounter_fkey',
        ['tenant_id', 'encounter_id'],
        'encounters',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint('intakes_author_fkey', ['tenant_id', 'author_id'], 'users', [
        'tenant_id',
        'id',
      ])
      .addCheckConstraint(
        'intakes_status_check',
        sql`status in ('draft', 'signed', 'entered-in-error')`,
      )
      .execute();
    await db.schema
      .createIndex('intakes_patient_idx')
      .on('intakes')
      .columns(['tenant_id', 'patient_id', 'created_at'])
      .execute();

    await lockSigned(db, 'notes');
    await lockSigned(db, 'intakes');

    // Every save of a note or an intake, kept (decision 1: every save is a version).
    await db.schema
      .createTable('document_versions')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('document_kind', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('content', 'jsonb', (c) => c.notNull())
      .addColumn('saved_by', 'text', (c) => c.notNull())
      .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('document_versions_pkey', [
        'tenant_id',
        'document_kind',
        'document_id',
        'version',
      ])
      .addForeignKeyConstraint(
        'document_versions_saved_by_fkey',
        ['tenant_id', 'saved_by'],
        'users',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint('document_versions_kind_check', sql`document_kind in ('note', 'intake')`)
      .execute();

    await db.schema
      .createTable('observations')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('instrument', 'text', (c) => c.notNull())
      .addColumn('answers', 'jsonb', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('band', 'text', (c) => c.notNull())
      .addColumn('effective_at', 'timestamptz', (c) => c.notNull())
      .addColumn('intake_id', 'text')
      .addColumn('recorded_by', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('observations_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint(
        'observations_patient_fkey',
        ['tenant_id', 'patient_id'],
        'patients',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint('observations_intake_fkey', ['tenant_id', 'intake_id'], 'intakes', [
        'tenant_id',
        'id',
      ])
      .addForeignKeyConstraint(
        'observations_recorded_by_fkey',
        ['tenant_id', 'recorded_by'],
        'users',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint('observations_instrument_check', sql`instrument in ('phq9', 'gad7')`)
      .execute();
    await db.schema
      .createIndex('observations_patient_idx')
      .on('observations')
      .columns(['tenant_id', 'patient_id', 'instrument', 'effective_at'])
      .execute();
  },
};
