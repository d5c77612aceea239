import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Article } from '../../common/contracts/literature.contract.ts';
import { identifiersOf } from './merge-articles.ts';
import {
  ocdQuery,
  requestsTo,
  startLiteratureKit,
  type LiteratureKit,
} from './literature.test-kit.ts';

let kit: LiteratureKit;
beforeAll(async () => {
  kit = await startLiteratureKit();
});
afterAll(() => kit.close());
beforeEach(() => kit.stubs.reset());

const keys = (articles: Article[]) => articles.map((entry) => entry.key);
const byKey = (articles: Article[], key: string) => articles.find((entry) => entry.key === key);

describe('merging the two sources', () => {
  it('lists each article once, merged by PMID and by DOI in any case, naming both sources', async () => {
    const reply = await kit.search({ q: ocdQuery(), limit: '24' });
    expect(reply.status).toBe(200);
    const { articles, sources, nextCursor } = reply.body;
    expect(sources).toEqual([
      { source: 'pubmed', state: 'ok', total: 12 },
      { source: 'europepmc', state: 'ok', total: 12 },
    ]);
    // 12 + 12 records, 5 of them the same articles: 2 by PMID seen first in PubMed, 2 the other
    // way round, 1 by a DOI that Europe PMC writes in lower case and PubMed in upper case.
    expect(articles).toHaveLength(19);
    expect(new Set(articles.flatMap(identifiersOf)).size).toBe(
      articles.flatMap(identifiersOf).length,
    );
    expect(nextCursor).toBeUndefined();
    const merged = articles.filter((entry) => entry.sources.length === 2);
    expect(keys(merged).sort()).toEqual([
      'pmid:39000101',
      'pmid:39000102',
      'pmid:39000105',
      'pmid:39000107',
      'pmid:39000109',
    ]);
    for (const entry of merged) expect(entry.sources).toEqual(['pubmed', 'europepmc']);
  });

  it('keeps PubMed’s fields first and fills the rest from Europe PMC', async () => {
    const { articles } = (await kit.search({ q: ocdQuery(), limit: '24' })).body;
    const byDoi = byKey(articles, 'pmid:39000107');
    expect(byDoi).toMatchObject({
      doi: '10.5555/ERP.2016.107',
      journal: 'The Lancet Psychiatry',
      types: ['meta-analysis'],
      links: {
        pubmed: 'https://pubmed.ncbi.nlm.nih.gov/39000107/',
        doi: 'https://doi.org/10.5555/ERP.2016.107',
      },
    });
    expect(byKey(articles, 'pmid:39000102')?.title).toMatch(/^Internet-delivered exposure/);
    expect(byKey(articles, 'epmc:AGR:AGR12345')?.sources).toEqual(['europepmc']);
    expect(byKey(articles, 'doi:10.5555/erp.preprint.2024.01')?.freeFullText).toBe(true);
  });

  it('takes the sources in turn by rank, PubMed’s first', async () => {
    const { articles } = (await kit.search({ q: ocdQuery(), limit: '6' })).body;
    expect(keys(articles)).toEqual([
      'pmid:39000101',
      'pmid:39000102',
      'pmid:39000103',
      'doi:10.5555/erp.preprint.2024.01',
    ]);
  });
});

describe('paging', () => {
  it('walks every page through nextCursor without repeating an article', async () => {
    const q = ocdQuery();
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const reply = await kit.search({ q, limit: '10', ...(cursor ? { cursor } : {}) });
      expect(reply.status).toBe(200);
      seen.push(...reply.body.articles.flatMap(identifiersOf));
      cursor = reply.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    const starts = requestsTo(kit.stubs, 'pubmed', '/esearch.fcgi').map((r) => r.params.retstart);
    expect(starts).toEqual(['0', '5', '10']);
    const marks = requestsTo(kit.stubs, 'europepmc').map((r) => r.params.cursorMark);
    expect(marks[0]).toBe('*');
    expect(new Set(marks).size).toBe(3);
  });

  it('stops asking a source that has failed on an earlier page', async () => {
    const q = ocdQuery();
    kit.stubs.setBehaviour('europepmc', 'fail-500', { retryAfter: '0' });
    const first = await kit.search({ q, limit: '4' });
    expect(first.body.sources[1]).toEqual({
      source: 'europepmc',
      state: 'unreachable',
      total: null,
    });
    kit.stubs.reset();
    const second = await kit.search({ q, limit: '4', cursor: first.body.nextCursor ?? '' });
    expect(second.body.sources[1]?.state).toBe('unreachable');
    expect(requestsTo(kit.stubs, 'europepmc')).toHaveLength(0);
    // PubMed alone fills the page now.
    expect(requestsTo(kit.stubs, 'pubmed', '/esearch.fcgi')[0]?.params.retmax).toBe('4');
  });

  it('refuses a cursor it did not make (400)', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('{"pubmed":1}').toString('base64url')]) {
      const reply = await kit.search({ q: ocdQuery(), cursor });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/search again/);
    }
  });
});

describe('a source that fails', () => {
  it('answers with the other source’s results and says which one failed', async () => {
    kit.stubs.setBehaviour('europepmc', 'fail-500', { retryAfter: '0' });
    const reply = await kit.search({ q: ocdQuery() });
    expect(reply.status).toBe(200);
    expect(reply.body.sources).toEqual([
      { source: 'pubmed', state: 'ok', total: 12 },
      { source: 'europepmc', state: 'unreachable', total: null },
    ]);
    expect(reply.body.articles.length).toBeGreaterThan(0);
    expect(reply.body.articles.every((entry) => entry.sources.includes('pubmed'))).toBe(true);
    // Asked once, then again after each of maxRetries (2) waits.
    expect(requestsTo(kit.stubs, 'europepmc')).toHaveLength(3);
  });

  it('answers 200 with no articles when neither source can be reached', async () => {
    kit.stubs.setBehaviour('pubmed', 'hang');
    kit.stubs.setBehaviour('europepmc', 'hang');
    const reply = await kit.search({ q: ocdQuery() });
    expect(reply.status).toBe(200);
    expect(reply.body.articles).toEqual([]);
    expect(reply.body.sources.map((s) => s.state)).toEqual(['unreachable', 'unreachable']);
    expect(reply.body.nextCursor).toBeUndefined();
  });

  it('reports an answer it cannot read as bad-answer, for either service', async () => {
    kit.stubs.setBehaviour('pubmed', 'malformed');
    kit.stubs.setBehaviour('europepmc', 'malformed');
    const reply = await kit.search({ q: ocdQuery() });
    expect(reply.status).toBe(200);
    expect(reply.body.sources.map((s) => s.state)).toEqual(['bad-answer', 'bad-answer']);
  });
});

describe('back-off on 429', () => {
  it('waits as Retry-After asks, asks again, and succeeds', async () => {
    kit.stubs.setBehaviour('pubmed', 'rate-limit-429', { times: 1, retryAfter: '2' });
    const reply = await kit.search({ q: ocdQuery() });
    expect(reply.body.sources[0]).toMatchObject({ state: 'ok', total: 12 });
    const [refused, accepted] = requestsTo(kit.stubs, 'pubmed', '/esearch.fcgi');
    expect(accepted).toBeDefined();
    // The stubs' log runs on the server's (fast) clock: at least the two seconds asked for.
    expect((accepted?.at ?? 0) - (refused?.at ?? 0)).toBeGreaterThanOrEqual(1900);
  });

  it('waits longer each time when the service names no time', async () => {
    kit.stubs.setBehaviour('europepmc', 'rate-limit-429', { times: 2, retryAfter: null });
    const reply = await kit.search({ q: ocdQuery() });
    expect(reply.body.sources[1]?.state).toBe('ok');
    const at = requestsTo(kit.stubs, 'europepmc').map((entry) => entry.at);
    expect(at).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = at;
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1900);
  });

  it('reports rate-limited when the 429s outlast the retries', async () => {
    kit.stubs.setBehaviour('pubmed', 'rate-limit-429', { retryAfter: '0' });
    const reply = await kit.search({ q: ocdQuery() });
    expect(reply.status).toBe(200);
    expect(reply.body.sources[0]).toEqual({ source: 'pubmed', state: 'rate-limited', total: null });
    expect(requestsTo(kit.stubs, 'pubmed')).toHaveLength(3);
  });

  it('gives up at once when Retry-After is longer than a request may take', async () => {
    kit.stubs.setBehaviour('pubmed', 'rate-limit-429', { retryAfter: '3600' });
    const reply = await kit.search({ q: ocdQuery() });
    expect(reply.body.sources[0]?.state).toBe('rate-limited');
    expect(requestsTo(kit.stubs, 'pubmed')).toHaveLength(1);
  });
});

describe('time limit and memory', () => {
  it('reports a source that does not answer in time as unreachable', async () => {
    kit.stubs.setBehaviour('pubmed', 'hang');
    const reply = await kit.search({ q: ocdQuery() });
    expect(reply.body.sources[0]).toEqual({ source: 'pubmed', state: 'unreachable', total: null });
    expect(reply.body.sources[1]?.state).toBe('ok');
  });

  it('answers the same query from memory the second time, for any member', async () => {
    const q = ocdQuery();
    const first = await kit.search({ q });
    const second = await kit.search({ q }, kit.staff);
    expect(second.body).toEqual(first.body);
    expect(requestsTo(kit.stubs, 'pubmed', '/esearch.fcgi')).toHaveLength(1);
    // (The summaries of these PMIDs may be remembered already: other queries found them too.)
    expect(requestsTo(kit.stubs, 'pubmed', '/esummary.fcgi').length).toBeLessThanOrEqual(1);
    expect(requestsTo(kit.stubs, 'europepmc')).toHaveLength(1);
  });

  it('does not remember a failure', async () => {
    const q = ocdQuery();
    kit.stubs.setBehaviour('europepmc', 'malformed', { times: 1 });
    expect((await kit.search({ q })).body.sources[1]?.state).toBe('bad-answer');
    expect((await kit.search({ q })).body.sources[1]?.state).toBe('ok');
  });
});
