import type { Kysely, Migration } from 'kysely';

/**
 * The whole clinic's calendar reads a window of sessions by time, whoever the clinician: an index
 * on the clinic and the start (the clinician's index leads with the clinician, so cannot serve it).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('encounters_tenant_time_idx')
      .on('encounters')
      .columns(['tenant_id', 'starts_at'])
      .execute();
  },
};
