import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/** The server enforces the idle limit: each session remembers when it was last used. */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('sessions')
      .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
