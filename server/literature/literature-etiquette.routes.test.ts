import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LITERATURE_PATHS } from '../../common/contracts/literature.contract.ts';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  ocdQuery,
  requestsTo,
  startLiteratureKit,
  TEST_NCBI_KEY,
  type LiteratureKit,
} from './literature.test-kit.ts';
import { runUntilSettled, steppedTimers } from './stepped-timers.test-kit.ts';

/**
 * The server's clock stands still until the driver moves it, and only once every request made has
 * reached the stubs: each arrival is stamped with the time the request left, whatever the load of
 * the machine, so the spacing is checked exactly.
 */
const clock = steppedTimers();
let kit: LiteratureKit;
beforeAll(async () => {
  kit = await startLiteratureKit(
    { pubmedRequestsPerSecond: 3, europePmcRequestsPerSecond: 2 },
    clock.timers,
  );
});
afterAll(() => kit.close());
beforeEach(() => kit.stubs.reset());

/** One search as `who`, its waits played out on the stepped clock. */
const settledSearch = (params: Record<string, string>, who?: LoginResponse) =>
  runUntilSettled(clock, () => kit.stubs.requests.length, kit.search(params, who));

/** The most requests that left within any one second. */
function mostInOneSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.max(
    0,
    ...sorted.map((start) => sorted.filter((t) => t >= start && t < start + 1000).length),
  );
}

/** The time between each request and the next. */
const gapsOf = (times: number[]) => times.slice(1).map((at, index) => at - (times[index] ?? 0));

describe('the services’ rate limits, across all users of the server', () => {
  it('spaces the requests of three members searching at once to each service’s allowance', async () => {
    const members = [kit.founder, kit.colleague.login, kit.staff];
    const replies = await runUntilSettled(
      clock,
      () => kit.stubs.requests.length,
      Promise.all(members.map((who) => kit.search({ q: ocdQuery() }, who))),
    );
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.body.sources.map((s) => s.state)).toEqual(['ok', 'ok']);
    }
    const pubmed = requestsTo(kit.stubs, 'pubmed').map((entry) => entry.at);
    const europePmc = requestsTo(kit.stubs, 'europepmc').map((entry) => entry.at);
    expect(pubmed.length).toBeGreaterThanOrEqual(4); // three searches, then summaries (some shared)
    expect(europePmc).toHaveLength(3);
    expect(mostInOneSecond(pubmed), JSON.stringify(pubmed)).toBeLessThanOrEqual(3);
    expect(mostInOneSecond(europePmc), JSON.stringify(europePmc)).toBeLessThanOrEqual(2);
    for (const gap of gapsOf(pubmed)) expect(gap).toBeGreaterThanOrEqual(1000 / 3);
    for (const gap of gapsOf(europePmc)) expect(gap).toBeGreaterThanOrEqual(1000 / 2);
  });

  it('counts retries against the allowance too', async () => {
    kit.stubs.setBehaviour('europepmc', 'rate-limit-429', { retryAfter: '0' });
    await settledSearch({ q: ocdQuery() });
    const at = requestsTo(kit.stubs, 'europepmc').map((entry) => entry.at);
    expect(at).toHaveLength(3);
    expect(mostInOneSecond(at)).toBeLessThanOrEqual(2);
    for (const gap of gapsOf(at)) expect(gap).toBeGreaterThanOrEqual(1000 / 2);
  });
});

describe('the services’ etiquette', () => {
  it('names the tool and a contact on every E-utilities request, with the key', async () => {
    await settledSearch({ q: 'behavioural activation depression' });
    const pubmed = requestsTo(kit.stubs, 'pubmed');
    expect(pubmed.map((entry) => entry.path)).toEqual(['/esearch.fcgi', '/esummary.fcgi']);
    for (const { params } of pubmed) {
      expect(params).toMatchObject({
        db: 'pubmed',
        tool: 'praxis-test',
        email: 'literature@example.test',
        api_key: TEST_NCBI_KEY,
        retmode: 'json',
      });
    }
    expect(pubmed[0]?.params).toMatchObject({ retstart: '0', retmax: '5', sort: 'relevance' });
    const [europePmc] = requestsTo(kit.stubs, 'europepmc');
    expect(europePmc?.params).toMatchObject({ format: 'json', pageSize: '5', cursorMark: '*' });
    expect(JSON.stringify(europePmc?.params)).not.toContain(TEST_NCBI_KEY);
  });

  it('writes the filters in each service’s own syntax and gets back only fitting articles', async () => {
    const q = ocdQuery();
    const reply = await settledSearch({
      q,
      yearFrom: '2015',
      yearTo: '2022',
      types: 'rct,systematic-review',
      freeFullText: 'true',
      limit: '20',
    });
    const [search] = requestsTo(kit.stubs, 'pubmed', '/esearch.fcgi');
    expect(search?.params.term).toBe(
      `(${q}) AND ("2015"[dp] : "2022"[dp]) AND (randomized controlled trial[pt] OR systematic review[pt]) AND free full text[sb]`,
    );
    const [europePmc] = requestsTo(kit.stubs, 'europepmc');
    expect(europePmc?.params.query).toBe(
      `(${q}) AND PUB_YEAR:[2015 TO 2022] AND (PUB_TYPE:"randomized controlled trial" OR PUB_TYPE:"systematic review") AND OPEN_ACCESS:y`,
    );
    expect(reply.body.articles.length).toBeGreaterThan(0);
    for (const entry of reply.body.articles) {
      expect(entry.freeFullText).toBe(true);
      expect(entry.year).toBeGreaterThanOrEqual(2015);
      expect(entry.year).toBeLessThanOrEqual(2022);
      expect(entry.types.some((type) => type === 'rct' || type === 'systematic-review')).toBe(true);
    }
  });

  it('maps guidelines to both of PubMed’s guideline types', async () => {
    const reply = await settledSearch({ q: ocdQuery(), types: 'guideline', limit: '20' });
    const [search] = requestsTo(kit.stubs, 'pubmed', '/esearch.fcgi');
    expect(search?.params.term).toContain('(guideline[pt] OR practice guideline[pt])');
    expect(reply.body.articles.map((entry) => entry.key).sort()).toEqual([
      'pmid:39000103',
      'pmid:39000108',
    ]);
    for (const entry of reply.body.articles) expect(entry.types).toEqual(['guideline']);
  });
});

describe('queries it refuses', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ['an empty query', { q: '' }, /Type what to search for/],
    ['a query of spaces', { q: '   ' }, /Type what to search for/],
    ['a 2 000-character query', { q: 'ocd '.repeat(500) }, /under 500 characters/],
    ['a query of punctuation only', { q: '?!… -- ""' }, /at least one word or number/],
    ['an unknown article type', { q: 'ocd', types: 'case-report' }, /types/],
    ['years the wrong way round', { q: 'ocd', yearFrom: '2020', yearTo: '2010' }, /first year/],
    ['a page too long', { q: 'ocd', limit: '500' }, /limit/],
    ['an unknown parameter', { q: 'ocd', sort: 'date' }, /sort|Unrecognized/i],
  ];
  for (const [name, params, message] of cases) {
    it(`answers ${name} with 400 and a clear message, asking no one`, async () => {
      const reply = await settledSearch(params);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(message);
      expect(kit.stubs.requests).toHaveLength(0);
    });
  }

  it('answers a caller without a session with 401', async () => {
    const reply = await kit.server.request('GET', `${LITERATURE_PATHS.search}?q=ocd`);
    expect(reply.status).toBe(401);
    expect(kit.stubs.requests).toHaveLength(0);
  });
});
