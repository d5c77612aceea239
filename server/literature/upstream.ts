import type { SourceState } from '../../common/contracts/literature.contract.ts';
import { doublingWaits, waitAfter } from '../../common/time/retry-waits.ts';
import type { AnswerCache } from './answer-cache.ts';
import type { LiteratureTimers } from './literature-timers.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** Why an outside service gave us nothing usable. */
export type UpstreamFailure = Exclude<SourceState, 'ok'>;

export type Outcome<T> = { ok: true; value: T } | { ok: false; state: UpstreamFailure };

/** Reads an answer's text into a value, or `null` when the text is not the expected format. */
export type AnswerParser<T> = (text: string) => T | null;

/** One outside service, with its manners: rate, retries, time limit, memory of answers. */
export interface Upstream {
  /**
   * GET `url` and parse the answer. `secret` parameters (the NCBI key) are added to the request
   * only: never to the cache key, never to anything returned or logged.
   */
  get<T>(url: URL, parse: AnswerParser<T>, secret?: Record<string, string>): Promise<Outcome<T>>;
}

export interface UpstreamOptions {
  limiter: RateLimiter;
  cache: AnswerCache<unknown>;
  timers: LiteratureTimers;
  timeoutMs: number;
  maxRetries: number;
  /** Answers with this content type (`application/json`, `text/xml`). */
  accept: string;
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or odd. */
export function retryAfterMs(header: string | null, wallNow = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - wallNow);
}

type Attempt =
  | { kind: 'answer'; text: string }
  | { kind: 'retry'; state: UpstreamFailure; waitMs: number | undefined }
  | { kind: 'fail'; state: UpstreamFailure };

async function attempt(url: URL, options: UpstreamOptions): Promise<Attempt> {
  await options.limiter.take();
  try {
    const response = await fetch(url, {
      headers: { accept: options.accept },
      signal: options.timers.timeout(options.timeoutMs),
    });
    const text = await response.text();
    if (response.ok) return { kind: 'answer', text };
    const waitMs = retryAfterMs(response.headers.get('retry-after'));
    if (response.status === 429) return { kind: 'retry', state: 'rate-limited', waitMs };
    if (response.status >= 500) return { kind: 'retry', state: 'unreachable', waitMs };
    // Any other refusal means the service did not understand us: not worth asking again.
    return { kind: 'fail', state: 'bad-answer' };
  } catch {
    // Refused connection, reset, DNS failure, or the time limit: the service cannot be reached.
    return { kind: 'fail', state: 'unreachable' };
  }
}

/** Asks, and on 429 or 5xx asks again after a growing wait (or the service's Retry-After). */
async function askWithRetries(url: URL, options: UpstreamOptions): Promise<Outcome<string>> {
  // Without the service's Retry-After, 1 s then doubling; past one request's limit it gives up.
  const waits = doublingWaits(1_000, 2 * options.timeoutMs);
  for (let retry = 0; ; retry += 1) {
    const result = await attempt(url, options);
    if (result.kind === 'answer') return { ok: true, value: result.text };
    if (result.kind === 'fail' || retry >= options.maxRetries) {
      return { ok: false, state: result.state };
    }
    const wait = result.waitMs ?? waitAfter(waits, retry + 1);
    // A person is waiting: a service that asks for longer than one request's time limit is busy.
    if (wait > options.timeoutMs) return { ok: false, state: result.state };
    await options.timers.sleep(wait);
  }
}

export function createUpstream(options: UpstreamOptions): Upstream {
  const inFlight = new Map<string, Promise<Outcome<unknown>>>();

  async function load<T>(key: string, url: URL, parse: AnswerParser<T>): Promise<Outcome<T>> {
    const answer = await askWithRetries(url, options);
    if (!answer.ok) return answer;
    const value = parse(answer.value);
    if (value === null) return { ok: false, state: 'bad-answer' };
    options.cache.set(key, value);
    return { ok: true, value };
  }

  return {
    get<T>(url: URL, parse: AnswerParser<T>, secret: Record<string, string> = {}) {
      const key = url.href;
      const cached = options.cache.get(key);
      if (cached !== undefined) return Promise.resolve({ ok: true, value: cached as T });
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<Outcome<T>>;
      const request = new URL(url);
      for (const [name, value] of Object.entries(secret)) request.searchParams.set(name, value);
      const loading = load(key, request, parse).finally(() => inFlight.delete(key));
      inFlight.set(key, loading);
      return loading;
    },
  };
}
