import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * A signature names its signer as they were when they signed (issue 31): name, credentials and
 * licence number are copied from the member's profile into the signed row at signing, so a later
 * rename (or a new licence) never changes a past signature, in the API or in FHIR.
 * - Notes, their addenda and intakes get `signer_name`, `signer_credentials` and
 *   `signer_licence_number`.
 * - Rows signed before this migration get their signer's identity as the profile has it now (the
 *   best that is known); the locks on signed rows are set aside for that one update.
 * - The locks then cover the three columns too: migration 0015's lock compares a signed row as a
 *   whole, so once signed they never change.
 */
const COLUMNS = ['signer_name', 'signer_credentials', 'signer_licence_number'] as const;

const TABLES = [
  { table: 'notes', trigger: 'notes_lock_signed', signed: sql`notes.signed_at IS NOT NULL` },
  { table: 'intakes', trigger: 'intakes_lock_signed', signed: sql`intakes.signed_at IS NOT NULL` },
  { table: 'note_addenda', trigger: 'note_addenda_append_only', signed: sql`true` },
] as const;

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const { table, trigger, signed } of TABLES) {
      let alter = db.schema.alterTable(table).addColumn(COLUMNS[0], 'text');
      for (const column of COLUMNS.slice(1)) alter = alter.addColumn(column, 'text');
      await alter.execute();
      await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER ${sql.raw(trigger)}`.execute(db);
      await sql`
        UPDATE ${sql.table(table)}
           SET signer_name = users.first_name || ' ' || users.last_name,
               signer_credentials = users.credentials,
               signer_licence_number = users.licence_number
          FROM users
         WHERE users.tenant_id = ${sql.table(table)}.tenant_id
           AND users.id = ${sql.table(table)}.author_id
           AND ${signed}`.execute(db);
      await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER ${sql.raw(trigger)}`.execute(db);
    }
  },
};
