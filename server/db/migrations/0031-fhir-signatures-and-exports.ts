import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * FHIR signatures and bulk exports (issue 34, docs/decisions.md "c34-resources"):
 * - `provenance_signatures`: the JWS (ES256) the server made over a signed document's canonical
 *   Provenance facts, once per signed target. ECDSA signatures are randomised, so the first one
 *   made is kept and served ever after: the same bytes every time, whatever is renamed later.
 * - `fhir_exports`: a clinic's bulk `$export` jobs: who asked, the state, progress, the files
 *   written (type, line count, file name under the data directory) and when they expire.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('provenance_signatures')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text', (c) => c.notNull())
      .addColumn('kid', 'text', (c) => c.notNull())
      .addColumn('jws', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('provenance_signatures_pkey', ['tenant_id', 'target_id'])
      .addForeignKeyConstraint('provenance_signatures_tenant_fkey', ['tenant_id'], 'tenants', [
        'id',
      ])
      .execute();

    await db.schema
      .createTable('fhir_exports')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('requested_by', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('progress', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('output', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('error', 'text')
      .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
      .addColumn('heartbeat_at', 'timestamptz', (c) => c.notNull())
      .addColumn('finished_at', 'timestamptz')
      .addColumn('expires_at', 'timestamptz')
      .addPrimaryKeyConstraint('fhir_exports_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint(
        'fhir_exports_requester_fkey',
        ['tenant_id', 'requested_by'],
        'users',
        ['tenant_id', 'id'],
      )
      .addCheckConstraint(
        'fhir_exports_state_check',
        sql`state in ('running', 'completed', 'failed', 'cancelled')`,
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('fhir_exports').execute();
    await db.schema.dropTable('provenance_signatures').execute();
  },
};
