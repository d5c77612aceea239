import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startLiteratureStubs,
  type LiteratureStubs,
} from '../../scripts/stubs/literature-stubs.mjs';
import { createAnswerCache } from './answer-cache.ts';
import type { LiteratureTimers } from './literature-timers.ts';
import { createRateLimiter, inLane } from './rate-limiter.ts';
import { createUpstream, retryAfterMs } from './upstream.ts';

/** A clock that only moves when someone sleeps: every wait is recorded, none is real. */
function manualTimers(timeout: (ms: number) => AbortSignal = (ms) => AbortSignal.timeout(ms)) {
  let now = 0;
  const sleeps: number[] = [];
  const timers: LiteratureTimers = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(Math.round(ms));
      now += ms;
    },
    timeout,
  };
  return { timers, sleeps, advance: (ms: number) => void (now += ms) };
}

describe('the rate limiter', () => {
  it('spaces requests evenly, queueing rather than refusing', async () => {
    const { timers, sleeps } = manualTimers();
    const limiter = createRateLimiter(3, timers);
    const went: number[] = [];
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        await limiter.take();
        went.push(Math.round(timers.now()));
      }),
    );
    expect(went).toEqual([0, 333, 667, 1000, 1333]);
    expect(sleeps).toHaveLength(4);
  });

  it('lets a request go at once when the last one went long enough ago', async () => {
    const { timers, sleeps, advance } = manualTimers();
    const limiter = createRateLimiter(10, timers);
    await limiter.take();
    advance(150);
    await limiter.take();
    expect(sleeps).toEqual([]);
  });
});

describe('the rate limiter’s lanes (one per clinic)', () => {
  it('serves the lanes in turn, so one clinic’s queue never holds another’s request behind it', async () => {
    const { timers } = manualTimers();
    const limiter = createRateLimiter(3, timers);
    const order: string[] = [];
    const ask = (lane: string, name: string) =>
      inLane(lane, async () => {
        await limiter.take();
        order.push(name);
      });
    const busy = Array.from({ length: 6 }, (_, index) => ask('clinic-a', `a${index}`));
    const other = ask('clinic-b', 'b0');
    await Promise.all([...busy, other]);
    expect(order.indexOf('b0')).toBeLessThanOrEqual(1);
    expect(order.filter((name) => name.startsWith('a'))).toEqual([
      'a0',
      'a1',
      'a2',
      'a3',
      'a4',
      'a5',
    ]);
  });

  it('keeps the service’s spacing whichever lanes are served', async () => {
    const { timers } = manualTimers();
    const limiter = createRateLimiter(2, timers);
    const went: number[] = [];
    await Promise.all(
      ['a', 'b', 'a', 'c', 'b'].map((lane) =>
        inLane(lane, async () => {
          await limiter.take();
          went.push(Math.round(timers.now()));
        }),
      ),
    );
    expect(went).toEqual([0, 500, 1000, 1500, 2000]);
  });
});

describe('the answer cache', () => {
  it('forgets an answer after its time and the oldest answers past its size', () => {
    let now = 0;
    const cache = createAnswerCache<string>({ ttlMs: 1000, maxEntries: 2, now: () => now });
    cache.set('a', 'A');
    now = 999;
    expect(cache.get('a')).toBe('A');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'B');
    cache.set('c', 'C');
    cache.set('d', 'D');
    expect([cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([undefined, 'C', 'D']);
    expect(cache.size).toBe(2);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, and ignores nonsense', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Wed, 25 Nov 2026 10:00:05 GMT', Date.parse('2026-11-25T10:00:00Z'))).toBe(
      5000,
    );
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});

describe('asking an outside service', () => {
  let stubs: LiteratureStubs;
  beforeAll(async () => {
    stubs = await startLiteratureStubs();
  });
  afterAll(() => stubs.close());
  beforeEach(() => stubs.reset());

  const upstreamWith = (timers: LiteratureTimers, maxRetries = 2) =>
    createUpstream({
      limiter: createRateLimiter(100, timers),
      cache: createAnswerCache({ ttlMs: 60_000, maxEntries: 10, now: timers.now }),
      timers,
      timeoutMs: 10_000,
      maxRetries,
      accept: 'application/json',
    });
  const searchUrl = (q: string) =>
    new URL(`${stubs.europePmcUrl}/search?query=${encodeURIComponent(q)}&format=json`);
  const asText = (text: string) => text;

  it('waits as Retry-After says after a 429, then succeeds', async () => {
    const { timers, sleeps } = manualTimers();
    stubs.setBehaviour('europepmc', 'rate-limit-429', { times: 1, retryAfter: '2' });
    const outcome = await upstreamWith(timers).get(searchUrl('ocd exposure'), asText);
    expect(outcome.ok).toBe(true);
    expect(sleeps).toContain(2000);
    expect(stubs.requests).toHaveLength(2);
  });

  it('doubles its wait after each 5xx, then reports the service unreachable', async () => {
    const { timers, sleeps } = manualTimers();
    stubs.setBehaviour('europepmc', 'fail-500', { retryAfter: null });
    const outcome = await upstreamWith(timers, 3).get(searchUrl('ocd exposure'), asText);
    expect(outcome).toEqual({ ok: false, state: 'unreachable' });
    expect(sleeps.filter((ms) => ms >= 1000)).toEqual([1000, 2000, 4000]);
    expect(stubs.requests).toHaveLength(4);
  });

  it('reports a service that does not answer within the time limit as unreachable', async () => {
    // The limit's signal fires once the stub holds the request (a fixed few milliseconds could
    // fire before a loaded machine even sends it, and the late request would land in the next test).
    const limits: number[] = [];
    const limit = new AbortController();
    const { timers } = manualTimers((ms) => {
      limits.push(ms);
      return limit.signal;
    });
    stubs.setBehaviour('europepmc', 'hang');
    const pending = upstreamWith(timers).get(searchUrl('ocd exposure'), asText);
    await vi.waitFor(() => expect(stubs.requests).toHaveLength(1));
    limit.abort(new DOMException('The time limit passed', 'TimeoutError'));
    expect(await pending).toEqual({ ok: false, state: 'unreachable' });
    expect(limits).toEqual([10_000]);
    expect(stubs.requests).toHaveLength(1);
  });

  it('asks once for the same request made twice at once, and then answers from memory', async () => {
    const { timers } = manualTimers();
    const upstream = upstreamWith(timers);
    const url = searchUrl('ocd exposure');
    const [a, b] = await Promise.all([upstream.get(url, asText), upstream.get(url, asText)]);
    expect(a).toEqual(b);
    await upstream.get(url, asText);
    expect(stubs.requests).toHaveLength(1);
  });

  it('sends a secret parameter but keeps it out of the memory’s key', async () => {
    const { timers } = manualTimers();
    const upstream = upstreamWith(timers);
    const url = new URL(`${stubs.pubmedUrl}/esearch.fcgi?db=pubmed&term=ocd&retmode=json`);
    await upstream.get(url, asText, { api_key: 'first-key' });
    await upstream.get(url, asText, { api_key: 'second-key' });
    expect(stubs.requests.map((entry) => entry.params.api_key)).toEqual(['first-key']);
    expect(url.searchParams.has('api_key')).toBe(false);
  });

  it('reports an answer the parser refuses as bad-answer and does not remember it', async () => {
    const { timers } = manualTimers();
    const upstream = upstreamWith(timers);
    const url = searchUrl('ocd exposure');
    expect(await upstream.get(url, () => null)).toEqual({ ok: false, state: 'bad-answer' });
    expect((await upstream.get(url, asText)).ok).toBe(true);
    expect(stubs.requests).toHaveLength(2);
  });

  it('reports a refused connection as unreachable without retrying', async () => {
    const { timers, sleeps } = manualTimers();
    const outcome = await upstreamWith(timers).get(new URL('http://127.0.0.1:9/search'), asText);
    expect(outcome).toEqual({ ok: false, state: 'unreachable' });
    expect(sleeps).toEqual([]);
  });
});
