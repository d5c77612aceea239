import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../../common/knowledge/knowledge-base.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { bodyTextOf } from './knowledge-sync.ts';
import { FIXTURES, fixtureEntry, storeEntries } from './knowledge.test-kit.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stored = () =>
  server.server.ctx.db
    .selectFrom('knowledge_entries')
    .select(['id', 'kind', 'title', 'body_text', 'content', 'content_sha256', 'updated_at'])
    .orderBy('id')
    .execute();

const searchIds = async (q: string) => {
  const rows = await server.server.ctx.db
    .selectFrom('knowledge_entries')
    .select('id')
    .where(sql<boolean>`search_vector @@ websearch_to_tsquery('english', ${q})`)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
};

describe('the knowledge base at start', () => {
  it('holds every shipped entry once the server has started', async () => {
    const rows = await stored();
    expect(rows.map((row) => row.id)).toEqual(KNOWLEDGE_BASE.map((entry) => entry.id).sort());
    for (const row of rows) {
      const shipped = KNOWLEDGE_BASE.find((entry) => entry.id === row.id);
      expect(row.content).toEqual(shipped);
      expect(row.content_sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('writes nothing when started again on the same content', async () => {
    const before = await stored();
    expect(await storeEntries(server, KNOWLEDGE_BASE)).toEqual({
      inserted: 0,
      updated: 0,
      deleted: 0,
      unchanged: KNOWLEDGE_BASE.length,
    });
    expect(await stored()).toEqual(before);
  });
});

describe('syncing the knowledge base', () => {
  it('replaces the stored entries with the shipped ones, removing those no longer shipped', async () => {
    const outcome = await storeEntries(server, FIXTURES);
    expect(outcome).toMatchObject({ inserted: FIXTURES.length, deleted: KNOWLEDGE_BASE.length });
    expect((await stored()).map((row) => row.id)).toEqual(FIXTURES.map((e) => e.id).sort());
  });

  it('rewrites only an entry whose content changed, and its words become searchable', async () => {
    await storeEntries(server, FIXTURES);
    const before = await stored();
    server.advance(60_000);
    const [lantern, ...rest] = FIXTURES;
    if (!lantern) throw new Error('no fixture');
    const changed = { ...lantern, contraindications: 'Not during an acute zeppelin phobia.' };
    expect(await storeEntries(server, [changed, ...rest])).toEqual({
      inserted: 0,
      updated: 1,
      deleted: 0,
      unchanged: rest.length,
    });
    const after = await stored();
    const row = after.find((r) => r.id === lantern.id);
    expect(row?.content).toEqual(changed);
    expect(row?.body_text).toContain('zeppelin');
    expect(row?.updated_at.getTime()).toBeGreaterThan(
      before.find((r) => r.id === lantern.id)?.updated_at.getTime() ?? Infinity,
    );
    expect(after.filter((r) => r.id !== lantern.id)).toEqual(
      before.filter((r) => r.id !== lantern.id),
    );
    expect(await searchIds('zeppelin')).toEqual([lantern.id]);
  });

  it('refuses an entry that does not parse, naming it, and stores nothing', async () => {
    await storeEntries(server, FIXTURES);
    const before = await stored();
    const broken = { ...fixtureEntry({ id: 'broken', title: 'Broken' }), ageGroups: [] };
    await expect(storeEntries(server, [...FIXTURES, broken])).rejects.toThrow(/ageGroups/);
    const badId = fixtureEntry({ id: 'Not A Slug', title: 'Bad id' });
    await expect(storeEntries(server, [badId])).rejects.toThrow(/not valid/);
    expect(await stored()).toEqual(before);
  });

  it('refuses an id shipped twice', async () => {
    const twice = [...FIXTURES, fixtureEntry({ id: 'lantern-therapy', title: 'Again' })];
    await expect(storeEntries(server, twice)).rejects.toThrow('"lantern-therapy" twice');
  });

  it('refuses text holding the highlight markers', async () => {
    const marked = fixtureEntry({ id: 'marked', title: 'Marked', description: 'a \u0002 b' });
    await expect(storeEntries(server, [marked])).rejects.toThrow('control character');
  });
});

describe('the searchable text of an entry', () => {
  it('holds the description, for whom, course, cautions, aliases, conditions, terms and measurement', () => {
    const entry = fixtureEntry({
      id: 'all-parts',
      title: 'All parts',
      aliases: ['AP', 'A-P'],
      contraindications: 'Not for acute mania.',
      measurement: { measures: 'Mood', items: 9, scoring: 'Sum', cutoffs: '10+' },
    });
    const text = bodyTextOf(entry);
    for (const part of [
      'A structured psychological treatment.',
      'Adults who ask for it.',
      'Twelve weekly sessions.',
      'Not for acute mania.',
      'AP, A-P',
      'A test condition',
      'test trouble',
      'Mood Sum 10+',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('All parts');
  });
});
