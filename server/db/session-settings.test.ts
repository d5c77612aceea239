import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseConfig, dropSchema, openTestDatabase } from '../test/harness.ts';
import { openDatabase, type OpenDatabase } from './database.ts';
import { SESSION_SETTINGS } from './session-settings.ts';

const config = databaseConfig();
let database: OpenDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the settings every database session starts with', () => {
  it('gives pg_trgm the look-alike threshold the patient search reads, without a statement setting it', async () => {
    // "popsecu" is 0.375 like "popescu": a look-alike at the search's 0.3, not at pg_trgm's 0.6.
    const { rows } = await sql<{ alike: boolean; threshold: string }>`
      select 'popsecu' <% 'ana popescu' as alike,
             current_setting('pg_trgm.word_similarity_threshold') as threshold`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({
      alike: true,
      threshold: SESSION_SETTINGS['pg_trgm.word_similarity_threshold'],
    });
  });

  it('keeps the threshold on every pooled connection, several statements at once', async () => {
    const thresholds = await Promise.all(
      Array.from({ length: 6 }, () =>
        sql<{ threshold: string }>`
          select current_setting('pg_trgm.word_similarity_threshold') as threshold,
                 pg_sleep(0.01)`.execute(database.db),
      ),
    );
    expect(thresholds.map(({ rows }) => rows[0]!.threshold)).toEqual(Array(6).fill('0.3'));
  });

  it.runIf(config.databaseUrl)(
    'keeps the startup options the operator gave in the database URL, beside its own',
    async () => {
      const url = new URL(config.databaseUrl!);
      url.searchParams.set('options', '-c statement_timeout=4321');
      const given = await openDatabase({
        databaseUrl: url.href,
        schema: config.databaseSchema,
        dataDir: config.dataDir,
      });
      try {
        const { rows } = await sql<{ timeout: string; threshold: string }>`
          select current_setting('statement_timeout') as timeout,
                 current_setting('pg_trgm.word_similarity_threshold') as threshold`.execute(
          given.db,
        );
        expect(rows[0]).toEqual({ timeout: '4321ms', threshold: '0.3' });
      } finally {
        await given.close();
        await dropSchema(config.databaseUrl, config.databaseSchema);
      }
    },
  );
});
