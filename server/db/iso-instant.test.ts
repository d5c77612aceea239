import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.ts';
import type { OpenDatabase } from './database.ts';
import { isoInstantOf } from './iso-instant.ts';

let database: OpenDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const instants = [
  '2026-12-28T09:00:00.000Z',
  '2026-03-29T01:30:00.000Z', // Europe's spring change
  '2026-10-25T00:59:59.999Z',
  '2027-01-01T00:00:00.007Z',
  '2099-12-31T23:59:59.120Z',
  '2000-02-29T12:00:00.500Z',
];

describe('an instant printed by the database', () => {
  it('reads as toISOString prints the same instant, whatever the session’s time zone', async () => {
    for (const zone of ['UTC', 'Europe/Bucharest', 'America/New_York']) {
      const printed = await database.db.transaction().execute(async (tx) => {
        await sql`select set_config('TimeZone', ${zone}, true)`.execute(tx);
        const texts: string[] = [];
        for (const instant of instants) {
          const { rows } = await sql<{ text: string }>`
            select ${isoInstantOf('t.at')} as text
            from (values (${instant}::timestamptz)) as t(at)`.execute(tx);
          texts.push(rows[0]!.text);
        }
        return texts;
      });
      expect(printed).toEqual(instants.map((instant) => new Date(instant).toISOString()));
    }
  });
});
