import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Speech entry and AI drafting (issue 11; CLINICAL.md decisions 4 and 5): a session's recordings
 * (FHIR Media) with their transcripts (DocumentReference), the AI drafts the server made (provider,
 * model and input recorded), and the link from a note to the draft it started from. Every key
 * carries the clinic, so a cross-clinic reference cannot exist.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('recordings')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('encounter_id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('clinician_id', 'text', (c) => c.notNull())
      /** The recording & AI consent in force when the recording was opened. */
      .addColumn('consent_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('recording'))
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('chunks', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('finished_at', 'timestamptz')
      .addColumn('audio_deleted_at', 'timestamptz')
      .addColumn('problem', 'text')
      .addColumn('transcript_text', 'text')
      .addColumn('transcript_language', 'text')
      .addColumn('transcript_provider', 'text')
      .addColumn('transcript_model', 'text')
      .addColumn('transcribed_at', 'timestamptz')
      .addColumn('transcript_corrected_at', 'timestamptz')
      .addColumn('transcript_corrected_by', 'text')
      /** Set when the clinic's transcript retention removed the text. */
      .addColumn('transcript_purged_at', 'timestamptz')
      .addPrimaryKeyConstraint('recordings_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint(
        'recordings_encounter_fkey',
        ['tenant_id', 'encounter_id'],
        'encounters',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint('recordings_patient_fkey', ['tenant_id', 'patient_id'], 'patients', [
        'tenant_id',
        'id',
      ])
      .addForeignKeyConstraint(
        'recordings_clinician_fkey',
        ['tenant_id', 'clinician_id'],
        'users',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint('recordings_consent_fkey', ['tenant_id', 'consent_id'], 'consents', [
        'tenant_id',
        'id',
      ])
      .addCheckConstraint(
        'recordings_status_check',
        sql`status in ('recording', 'finished', 'transcribed')`,
      )
      .execute();
    await db.schema
      .createIndex('recordings_encounter_idx')
      .on('recordings')
      .columns(['tenant_id', 'encounter_id', 'started_at'])
      .execute();

    await db.schema
      .createTable('note_drafts')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('encounter_id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('source_kind', 'text', (c) => c.notNull())
      .addColumn('recording_id', 'text')
      .addColumn('input', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('model', 'text')
      /** The drafted note (sections, sentences with sources and cues, omitted sentences). */
      .addColumn('result', 'jsonb', (c) => c.notNull())
      .addColumn('fallback', 'jsonb')
      .addColumn('offline_reason', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      /**
       * Set when the clinic's transcript retention removed the transcript this draft was made
       * from: `input` is then empty and `result` an empty draft (provider and model kept).
       */
      .addColumn('purged_at', 'timestamptz')
      .addPrimaryKeyConstraint('note_drafts_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint(
        'note_drafts_encounter_fkey',
        ['tenant_id', 'encounter_id'],
        'encounters',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint(
        'note_drafts_patient_fkey',
        ['tenant_id', 'patient_id'],
        'patients',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint('note_drafts_author_fkey', ['tenant_id', 'author_id'], 'users', [
        'tenant_id',
        'id',
      ])
      .addForeignKeyConstraint(
        'note_drafts_recording_fkey',
        ['tenant_id', 'recording_id'],
        'recordings',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint('note_drafts_format_check', sql`format in ('dap', 'soap')`)
      .addCheckConstraint('note_drafts_source_check', sql`source_kind in ('transcript', 'summary')`)
      .execute();
    await db.schema
      .createIndex('note_drafts_encounter_idx')
      .on('note_drafts')
      .columns(['tenant_id', 'encounter_id', 'created_at'])
      .execute();

    // The draft a note started from, part of the legal record: the lock on signed notes
    // (migration 0011) now refuses a change of it too.
    await db.schema.alterTable('notes').addColumn('ai_draft_id', 'text').execute();
    await sql`ALTER TABLE notes ADD CONSTRAINT notes_ai_draft_fkey
      FOREIGN KEY (tenant_id, ai_draft_id) REFERENCES note_drafts (tenant_id, id)`.execute(db);
    await sql`
      CREATE OR REPLACE FUNCTION notes_lock_signed() RETURNS trigger LANGUAGE plpgsql AS $$
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
          OR NEW.ai_draft_id IS DISTINCT FROM OLD.ai_draft_id
          OR OLD.status = 'entered-in-error'
        ) THEN
          RAISE EXCEPTION 'a signed record cannot be changed' USING ERRCODE = 'P0001';
        END IF;
        RETURN NEW;
      END $$`.execute(db);
  },
};
