import type { Kysely, Migration } from 'kysely';

/**
 * A bulk export job keeps its kick-off request (Bulk Data Access: the manifest's `request` is "the
 * full URL of the original Bulk Data kick-off request", with its `_type` and `_since`). Jobs made
 * before this migration have none: their manifest names the bare `$export`.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('fhir_exports').addColumn('request', 'text').execute();
  },
};
