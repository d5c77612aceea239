import type { Kysely, Migration } from 'kysely';

/** Failed sign-in and change-password attempts per hashed throttle key (hardening, decision H1). */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('attempt_failures')
      .addColumn('key_hash', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};
