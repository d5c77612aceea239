import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * FHIR metadata the clinic and its members lacked (issue 34, docs/decisions.md "c34-meta"):
 * - `tenants.updated_at`, `users.updated_at`: when what the FHIR Organization (name, phone,
 *   address) or Practitioner (name, e-mail, active, credentials, licence) shows last changed;
 *   null until the first such change (then the row's `created_at` stands in). Their
 *   `meta.lastUpdated`, `Last-Modified`, `_lastUpdated` and `$export?_since` read it.
 * - `tenants.mrn_system`: the https URL the clinic names its MRNs with (FHIR
 *   `Patient.identifier.system`); null: Praxis's default on the server's public URL. The check
 *   keeps anything but an https URL out, whatever writes the row.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('tenants')
      .addColumn('updated_at', 'timestamptz')
      .addColumn('mrn_system', 'text')
      .execute();
    await db.schema
      .alterTable('tenants')
      .addCheckConstraint(
        'tenants_mrn_system_check',
        sql`mrn_system ~ '^https://[^\\s|#]+$' and length(mrn_system) <= 255`,
      )
      .execute();
    await db.schema.alterTable('users').addColumn('updated_at', 'timestamptz').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('updated_at').execute();
    await db.schema.alterTable('tenants').dropConstraint('tenants_mrn_system_check').execute();
    await db.schema
      .alterTable('tenants')
      .dropColumn('mrn_system')
      .dropColumn('updated_at')
      .execute();
  },
};
