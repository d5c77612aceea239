import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Members of a clinic hold roles (CLINICAL.md §1): owner, clinician, staff, one or several.
 * Everyone signed up so far founded their clinic, so they are its owner and a clinician (the
 * seeded demo user too). A deactivated member keeps their rows and cannot sign in.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{owner,clinician}'`))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();
    // Clinical rows reference a member with the clinic in the key, so no reference can cross clinics.
    await db.schema
      .alterTable('users')
      .addUniqueConstraint('users_tenant_id_id_key', ['tenant_id', 'id'])
      .execute();
  },
};
