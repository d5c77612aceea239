import type { Kysely, Migration } from 'kysely';

/**
 * Issue 30 (docs/decisions.md, "c30-trail"): a line of the record-access trail names the one
 * record it read — a note, an intake, an AI draft, a recording's transcript, a session — by its
 * kind and id, so an owner or auditor can tell which note was opened, not only that one was.
 * Both columns are null on the lines written before (and on reads of the chart as a whole); no
 * foreign key, since the id points into the table its kind names and a line outlives a recording
 * that was discarded. The index leads with the clinic, as every key here does, for the trail
 * narrowed to one record.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('record_access')
      .addColumn('record_kind', 'text')
      .addColumn('record_id', 'text')
      .execute();
    await db.schema
      .createIndex('record_access_record_idx')
      .on('record_access')
      .columns(['tenant_id', 'patient_id', 'record_id', 'seq'])
      .execute();
  },
};
