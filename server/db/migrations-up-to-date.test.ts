import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseConfig, dropSchema } from '../test/harness.ts';
import { openDatabase, type OpenDatabase } from './database.ts';
import { knownMigrationNames, migrateToLatest, migrationTableOf } from './migrations.ts';

const config = databaseConfig();
let opened: OpenDatabase;
/** The handle as the migrator takes it (as openDatabase passes it). */
const anyDb = () => opened.db as unknown as Kysely<unknown>;

beforeAll(async () => {
  opened = await openDatabase({ ...config, schema: config.databaseSchema });
});
afterAll(async () => {
  await opened?.close();
  await dropSchema(config.databaseUrl, config.databaseSchema);
});

/** Counts the statements sent through the database handle it is given to. */
function statementCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      this.count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

describe('starting on a database that has every migration', () => {
  it('asks for the recorded names and leaves the migrator, its catalogue reads and its locks out', async () => {
    const counter = statementCounter();

    const applied = await migrateToLatest(anyDb().withPlugin(counter), config.databaseSchema);

    expect(applied).toEqual([]);
    expect(counter.count).toBe(2);
  });

  it('still refuses a database that recorded a migration this build does not know (a newer build’s)', async () => {
    const table = sql.raw(migrationTableOf(config.databaseSchema));
    await sql`INSERT INTO ${table} (name, timestamp) VALUES ('9999-from-the-future', now()::text)`.execute(
      opened.db,
    );
    try {
      await expect(migrateToLatest(anyDb(), config.databaseSchema)).rejects.toThrow(
        '9999-from-the-future',
      );
    } finally {
      await sql`DELETE FROM ${table} WHERE name = '9999-from-the-future'`.execute(opened.db);
    }
    expect(knownMigrationNames).not.toContain('9999-from-the-future');
  });
});
