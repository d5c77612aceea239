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

  it('sends another clinic’s search ahead of the forty one clinic has queued, and answers it long before them', async () => {
    const busy = Promise.all(
      Array.from({ length: 40 }, () => kit.search({ q: ocdQuery() }, kit.founder)),
    );
    let other: { status: number; answeredAt: number } | undefined;
    const work = (async () => {
      // The busy clinic's searches are queued and the services are working through them.
      await until(() => requestsTo(kit.stubs, 'pubmed').length >= 3);
      const reply = await kit.search({ q: 'behavioural activation depression' }, kit.stranger);
      expect(reply.body.sources.map((source) => source.state)).toEqual(['ok', 'ok']);
      other = { status: reply.status, answeredAt: clock.timers.now() };
      return busy;
    })();
    const replies = await runUntilSettled(clock, () => kit.stubs.requests.length, work);
    const busyDoneAt = clock.timers.now();
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(other?.status).toBe(200);
    // Counted in the services' turns, not in time: the clock also runs while the other clinic's
    // request travels to the server and through its sign-in checks, which a loaded machine
    // stretches. First come, first served, each service would have taken the busy clinic's forty
    // searches (all sent first) before the other's; served in turn, it goes within a few turns of
    // reaching the queue.
    for (const service of ['pubmed', 'europepmc'] as const) {
      const asked = requestsTo(kit.stubs, service);
      const its = asked.findIndex((entry) =>
        Object.values(entry.params).some((value) => value.includes('behavioural activation')),
      );
      expect(its, service).toBeGreaterThanOrEqual(3);
      expect(its, service).toBeLessThan(20);
    }
    // Its whole answer (its ESummary queued after its ESearch too) came in the first half of the
    // busy clinic's wait, which runs for well over 12 s at these services' pace.
    expect(busyDoneAt).toBeGreaterThan(12_000);
    expect(other?.answeredAt ?? Infinity).toBeLessThan(busyDoneAt / 2);
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
