import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LITERATURE_PATHS } from '../../common/contracts/literature.contract.ts';
import {
  ocdQuery,
  requestsTo,
  startLiteratureKit,
  type LiteratureKit,
} from './literature.test-kit.ts';
import { runUntilSettled, steppedTimers } from './stepped-timers.test-kit.ts';

/** Polls (without moving any clock) until `ready` holds. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('fair queueing between clinics (issue 31)', () => {
  /**
   * The stubs speak E-utilities and Europe PMC at their real pace for a server without an NCBI
   * key (3 and 2 requests a second): forty searches are a long queue.
   */
  const clock = steppedTimers();
  let kit: LiteratureKit;
  beforeAll(async () => {
    kit = await startLiteratureKit(
      { pubmedRequestsPerSecond: 3, europePmcRequestsPerSecond: 2, memberRequestsPerMinute: 100 },
      clock.timers,
    );
  });
  afterAll(() => kit.close());

  it('answers another clinic’s search within a few of the services’ turns while one clinic has forty queued', async () => {
    const busy = Promise.all(
      Array.from({ length: 40 }, () => kit.search({ q: ocdQuery() }, kit.founder)),
    );
    let other: { status: number; sentAt: number; answeredAt: number } | undefined;
    const work = (async () => {
      // The busy clinic's searches are queued and the services are working through them.
      await until(() => requestsTo(kit.stubs, 'pubmed').length >= 3);
      const sentAt = clock.timers.now();
      const reply = await kit.search({ q: 'behavioural activation depression' }, kit.stranger);
      expect(reply.body.sources.map((source) => source.state)).toEqual(['ok', 'ok']);
      other = { status: reply.status, sentAt, answeredAt: clock.timers.now() };
      return busy;
    })();
    const replies = await runUntilSettled(clock, () => kit.stubs.requests.length, work);
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(other?.status).toBe(200);
    const sentAt = other?.sentAt ?? Infinity;
    const itsOwn = kit.stubs.requests.filter((entry) =>
      Object.values(entry.params).some((value) => value.includes('behavioural activation')),
    );
    expect(itsOwn.map((entry) => entry.service).sort()).toEqual(['europepmc', 'pubmed']);
    // Its ESearch and its Europe PMC search within a few of each service's turns (1/3 s and 1/2 s
    // apart; the clock also runs while the request reaches the queue); first come, first served,
    // they would have waited behind some thirty-seven of the busy clinic's (over 12 s).
    for (const entry of itsOwn) expect(entry.at - sentAt).toBeLessThanOrEqual(2_000);
    // The whole answer (its ESummary queued after its ESearch too) long before the busy clinic's.
    expect((other?.answeredAt ?? Infinity) - sentAt).toBeLessThan(4_000);
    expect(clock.timers.now()).toBeGreaterThan(12_000);
  });
});

describe('the per-member limit', () => {
  let kit: LiteratureKit;
  beforeAll(async () => {
    kit = await startLiteratureKit({ memberRequestsPerMinute: 2 });
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.stubs.reset());

  it('answers a member past their searches for the minute 429 with the wait, asking no service', async () => {
    expect((await kit.search({ q: ocdQuery() })).status).toBe(200);
    const abstract = await kit.server.request(
      'GET',
      LITERATURE_PATHS.abstract.replace(':key', 'pmid:39000101'),
      { token: kit.founder.access_token },
    );
    expect(abstract.status).toBe(200);
    const asked = kit.stubs.requests.length;
    const refused = await kit.search({ q: ocdQuery() });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'too-many-attempts',
      message: expect.stringMatching(/^Too many literature searches/),
    });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect((refused.body as { retryAfterSeconds?: number }).retryAfterSeconds).toBe(wait);
    expect(kit.stubs.requests).toHaveLength(asked);
  });

  it('counts each member apart: a colleague of the same clinic still searches', async () => {
    expect((await kit.search({ q: ocdQuery() }, kit.colleague.login)).status).toBe(200);
  });
});
