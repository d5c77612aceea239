import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * A clinic's schedule version (issue 35, docs/decisions.md "c35-schedule-version"): a value the
 * database makes new, in the writing transaction, whenever a row changes that the week calendar,
 * a clinician's day or the sessions list reads. Each version is new (a random UUID), never a count
 * that a restored or copied database could reach again with other data; `moves` counts them. A
 * server keeps those answers by version and serves them again while the version stands; every
 * server on one database reads the same row, so none serves a stale answer after a commit
 * elsewhere. Triggers, not the API's code, change it: a hand-written query or FHIR is seen as
 * well. It changes once per clinic and transaction (a series of 40 sessions is one change), so a
 * bulk load does not update the one row thousands of times; and at the commit (deferred
 * triggers): the row is locked last and for an instant, so two writers of one clinic never wait
 * on each other for it while holding other rows (no deadlock).
 */
const WATCHED: { table: string; when: string; events: string }[] = [
  { table: 'encounters', events: 'INSERT OR UPDATE OR DELETE', when: '' },
  { table: 'care_team', events: 'INSERT OR UPDATE OR DELETE', when: '' },
  { table: 'observations', events: 'INSERT OR UPDATE OR DELETE', when: '' },
  // A new patient has no session, care team or score yet: what they are in a day comes later.
  { table: 'patients', events: 'UPDATE OR DELETE', when: '' },
  { table: 'users', events: 'UPDATE OR DELETE', when: '' },
  { table: 'notes', events: 'INSERT OR DELETE', when: '' },
  // A draft's autosave changes its content only: what the day shows of a note is its status and
  // format (notes owed), so only those change the version.
  {
    table: 'notes',
    events: 'UPDATE',
    when: 'OLD.status IS DISTINCT FROM NEW.status OR OLD.format IS DISTINCT FROM NEW.format',
  },
  { table: 'intakes', events: 'INSERT OR DELETE', when: '' },
  { table: 'intakes', events: 'UPDATE', when: 'OLD.status IS DISTINCT FROM NEW.status' },
];

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('schedule_versions')
      .addColumn('tenant_id', 'text', (c) =>
        c.primaryKey().references('tenants.id').onDelete('cascade'),
      )
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('moves', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    // Every clinic there is gets its row (a new clinic's first change makes its own), so a copy of
    // the database (migrate-to-postgres), whose inserts change the versions, adds none: its
    // tables' counts stay the source's.
    await sql`INSERT INTO schedule_versions (tenant_id, version)
      SELECT id, gen_random_uuid()::text FROM tenants`.execute(db);
    // The transaction-local setting remembers the clinic last moved in this transaction.
    await sql`
      CREATE FUNCTION schedule_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        clinic text;
      BEGIN
        IF TG_OP = 'DELETE' THEN clinic := OLD.tenant_id; ELSE clinic := NEW.tenant_id; END IF;
        IF current_setting('praxis.schedule_changed', true) IS DISTINCT FROM clinic THEN
          INSERT INTO schedule_versions AS kept (tenant_id, version, moves)
            VALUES (clinic, gen_random_uuid()::text, 1)
            ON CONFLICT (tenant_id)
            DO UPDATE SET version = excluded.version, moves = kept.moves + 1;
          PERFORM set_config('praxis.schedule_changed', clinic, true);
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    for (const [index, { table, events, when }] of WATCHED.entries()) {
      const name = sql.raw(`${table}_schedule_changed_${index}`);
      const condition = when ? sql`WHEN (${sql.raw(when)})` : sql``;
      await sql`CREATE CONSTRAINT TRIGGER ${name} AFTER ${sql.raw(events)} ON ${sql.table(table)}
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ${condition}
        EXECUTE FUNCTION schedule_changed()`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [index, { table }] of WATCHED.entries()) {
      await sql`DROP TRIGGER ${sql.raw(`${table}_schedule_changed_${index}`)} ON ${sql.table(table)}`.execute(
        db,
      );
    }
    await sql`DROP FUNCTION schedule_changed()`.execute(db);
    await db.schema.dropTable('schedule_versions').execute();
  },
};
