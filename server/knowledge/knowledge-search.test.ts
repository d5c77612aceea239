import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  knowledgeEntryPath,
  knowledgeSearchResponse,
  type KnowledgeEntry,
  type KnowledgeSearchResponse,
} from '../../common/contracts/knowledge.contract.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { FIXTURES, storeEntries } from './knowledge.test-kit.ts';

let server: TestServer;
let member: LoginResponse;

beforeAll(async () => {
  server = await startTestServer();
  member = (await server.signUp()).login;
  await storeEntries(server);
});
afterAll(() => server.close());

const searchPath = (params: Record<string, string>) =>
  `/knowledge/search?${new URLSearchParams(params).toString()}`;
const search = (params: Record<string, string>) =>
  server.request<KnowledgeSearchResponse & { message?: string }>('GET', searchPath(params), {
    token: member.access_token,
  });
const idsOf = (reply: { body: KnowledgeSearchResponse }) => reply.body.hits.map((hit) => hit.id);
const marked = (reply: { body: KnowledgeSearchResponse }) =>
  reply.body.hits.map((hit) => hit.highlight.filter((p) => p.match).map((p) => p.text));

describe('knowledge search', () => {
  it('finds a treatment by a word only in its description, and marks the word', async () => {
    const reply = await search({ q: 'habituation' });
    expect(reply.status).toBe(200);
    expect(knowledgeSearchResponse.parse(reply.body)).toEqual(reply.body);
    expect(idsOf(reply)).toEqual(['lantern-therapy']);
    const [hit] = reply.body.hits;
    expect(hit).toMatchObject({ kind: 'treatment', title: 'Lantern therapy' });
    expect(hit?.highlight).toContainEqual({ text: 'habituation', match: true });
    expect(hit?.highlight.map((p) => p.text).join('')).toContain('graded habituation to feared');
  });

  it('shows where its passage was cut from the entry’s text', async () => {
    const [hit] = (await search({ q: 'habituation' })).body.hits;
    const shown = hit?.highlight.map((p) => p.text).join('') ?? '';
    // The entry's text starts "A made-up therapy…" and goes on after "…until the fear fades.".
    expect(shown).toMatch(/^… \S/);
    expect(shown).toMatch(/\S …$/);
  });

  it('ranks a title hit above a hit in the body', async () => {
    const reply = await search({ q: 'mindfulness', kind: 'treatment' });
    expect(idsOf(reply)).toEqual(['orchard-mindfulness', 'harbour-counselling']);
    const [title, body] = reply.body.hits;
    expect(title?.rank).toBeGreaterThan(body?.rank ?? 1);
    expect(marked(reply)[1]).toEqual(['mindfulness']);
  });

  it('marks adjacent matched words as one part', async () => {
    const reply = await search({ q: 'orchard mindfulness', kind: 'treatment' });
    expect(idsOf(reply)).toEqual(['orchard-mindfulness', 'harbour-counselling']);
    expect(marked(reply)[1]).toEqual(['orchard mindfulness']);
  });

  it('matches the words in any form (stemming), and a phrase in quotes', async () => {
    expect(idsOf(await search({ q: 'habituate fears' }))).toEqual(['lantern-therapy']);
    expect(idsOf(await search({ q: '"feared situations"' }))).toEqual(['lantern-therapy']);
    expect(idsOf(await search({ q: '"situations feared"' }))).toEqual([]);
  });

  it('matches the last word while it is still being typed', async () => {
    expect(idsOf(await search({ q: 'graded habitu' }))).toEqual(['lantern-therapy']);
    expect(idsOf(await search({ q: 'lant' }))).toEqual(['lantern-therapy']);
  });

  it('finds an entry by its alias', async () => {
    expect(idsOf(await search({ q: 'LT' }))).toContain('lantern-therapy');
  });

  it('filters by kind, and caps the hits at the limit', async () => {
    expect(idsOf(await search({ q: 'orchard', kind: 'instrument' }))).toEqual(['orchard-scale']);
    expect(idsOf(await search({ q: 'orchard' }))).toHaveLength(3);
    expect(idsOf(await search({ q: 'orchard', limit: '1' }))).toHaveLength(1);
  });

  it('answers a query of stop words only with no hits', async () => {
    const reply = await search({ q: 'the of and' });
    expect(reply.status).toBe(200);
    expect(reply.body.hits).toEqual([]);
  });

  it('answers a query it cannot match with no hits', async () => {
    expect(await search({ q: 'zeppelin' })).toMatchObject({ status: 200, body: { hits: [] } });
  });

  it('never answers hostile query syntax with a server error', async () => {
    const hostile = [
      "&|!():* 'quoted' \"unclosed",
      'lantern & | ! ( ) : *',
      'lantern:* | !therapy',
      "o'brien's",
      '-lantern',
      'a <-> b <2> c',
      '\\ lantern \\',
      '"" lantern "" or or and',
      'habituation'.repeat(18),
      'x'.repeat(200),
      'терапия экспозиции',
      '暴露疗法 治疗',
      'علاج بالتعرض',
      '😀 lantern',
    ];
    for (const q of hostile) {
      const reply = await search({ q });
      expect(reply.status, q).toBe(200);
      expect(knowledgeSearchResponse.safeParse(reply.body).success, q).toBe(true);
    }
  });

  it.each([
    ['an empty query', { q: '' }, 'q'],
    ['a query of spaces', { q: '   ' }, 'q'],
    ['a query of 201 characters', { q: 'a'.repeat(201) }, 'q'],
    ['a query of punctuation only', { q: '?!&|()' }, 'word or number'],
    ['an unknown kind', { q: 'lantern', kind: 'drug' }, 'kind'],
    ['a limit above the maximum', { q: 'lantern', limit: '51' }, 'limit'],
    ['an unknown parameter', { q: 'lantern', sort: 'title' }, 'sort'],
  ])('refuses %s with a 400 naming the problem', async (_name, params, says) => {
    const reply = await search(params);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(says);
  });

  it('is for signed-in members only', async () => {
    expect((await server.request('GET', searchPath({ q: 'lantern' }))).status).toBe(401);
  });
});

describe('a knowledge entry', () => {
  it('is read whole by its id', async () => {
    const reply = await server.request<{ entry: KnowledgeEntry }>(
      'GET',
      knowledgeEntryPath('lantern-therapy'),
      { token: member.access_token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.entry).toEqual(FIXTURES[0]);
  });

  it('is 404 when there is no such entry', async () => {
    for (const id of ['no-such-entry', 'Lantern-Therapy', '..%2F..']) {
      const reply = await server.request('GET', `/knowledge/entries/${id}`, {
        token: member.access_token,
      });
      expect(reply.status, id).toBe(404);
    }
  });

  it('is for signed-in members only', async () => {
    expect((await server.request('GET', knowledgeEntryPath('lantern-therapy'))).status).toBe(401);
  });
});
