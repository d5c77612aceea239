import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from '../test/harness.ts';
import { MB } from './free-space.ts';
import { STORAGE_FAILURE_MESSAGE } from './storage-failure.ts';

const TOKEN = 'scraper-token-for-tests';
let server: TestServer;
let lines: Record<string, unknown>[] = [];
let freeBytes = 10_000 * MB;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  server = await startTestServer(
    { ops: { shutdownDeadlineMs: 10_000, minFreeDiskBytes: 200 * MB, metricsToken: TOKEN } },
    { logger: { level: 'info', stream }, freeSpace: async () => freeBytes },
  );
}, 180_000);
afterAll(() => server.close());
beforeEach(() => {
  lines = [];
  freeBytes = 10_000 * MB;
});

/** `/metrics` sits beside the API, not under it. */
const scrape = (target: TestServer, authorization?: string) =>
  fetch(`${target.url}/metrics`, authorization ? { headers: { authorization } } : {});

const completions = () => lines.filter((line) => line.msg === 'request completed');
/** Log lines are written as the response ends; give the stream a turn to receive them. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('request ids', () => {
  it('echoes the caller’s X-Request-Id on the response and in the completion line', async () => {
    const reply = await server.request('GET', '/healthz', {
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    await settle();
    expect(reply.headers.get('x-request-id')).toBe('lb-7f3a.42');
    expect(completions().at(-1)).toMatchObject({ reqId: 'lb-7f3a.42' });
  });

  it('makes a UUID when the caller sends none, or one that is not a plain token', async () => {
    const none = await server.request('GET', '/healthz');
    const unsafe = await server.request('GET', '/healthz', {
      headers: { 'x-request-id': 'a b"<script>' },
    });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(none.headers.get('x-request-id')).toMatch(uuid);
    expect(unsafe.headers.get('x-request-id')).toMatch(uuid);
    expect(none.headers.get('x-request-id')).not.toBe(unsafe.headers.get('x-request-id'));
  });
});

describe('the completion log line', () => {
  it('has the method, route pattern, status, duration and member id, and no patient data', async () => {
    const { login } = await server.signUp();
    lines = [];
    const reply = await server.request('POST', '/patients/search', {
      token: login.access_token,
      body: { q: 'Lovelace' },
    });
    await settle();
    const line = completions().at(-1);
    expect(line).toMatchObject({
      method: 'POST',
      route: '/backend/api/patients/search',
      status: reply.status,
      memberId: login.user.id,
    });
    expect(typeof line?.durationMs).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('Lovelace');
  });

  it('names no member on a request without a session, and a route pattern for unknown paths', async () => {
    await server.request('GET', '/backend/api/no/such/path/12345');
    await settle();
    expect(completions().at(-1)).toMatchObject({
      route: 'unmatched',
      status: 404,
      memberId: null,
    });
  });
});

/** Prometheus text format 0.0.4: comments, or `name{labels} value`. */
const SAMPLE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? [-+]?(?:[0-9.e+-]+|NaN|[+-]Inf)$/;
const COMMENT = /^# (?:HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .*$/;

describe('/metrics', () => {
  it('answers Prometheus text that parses, with latency by route, loop lag, database times and disk free', async () => {
    await server.request('GET', '/healthz');
    const reply = await scrape(server, `Bearer ${TOKEN}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/plain');
    const text = await reply.text();
    // Blank lines separate metric families; every other line is a comment or a sample.
    for (const line of text.split('\n').filter(Boolean)) {
      expect(COMMENT.test(line) || SAMPLE.test(line), line).toBe(true);
    }
    expect(text).toMatch(
      /praxis_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} [1-9]/,
    );
    expect(text).toMatch(/praxis_event_loop_lag_seconds\{quantile="0.99"\} /);
    expect(text).toMatch(/praxis_db_query_duration_seconds_count [1-9]/);
    expect(text).toMatch(/praxis_db_queue_wait_seconds_count [1-9]/);
    expect(text).toContain(`praxis_disk_free_bytes ${10_000 * MB}`);
  });

  it('refuses a scraper without the token (401) and with a wrong one', async () => {
    expect((await scrape(server)).status).toBe(401);
    expect((await scrape(server, 'Bearer nope')).status).toBe(401);
  });

  it('is not served when no token is configured', async () => {
    const closed = await startTestServer();
    try {
      expect((await scrape(closed, `Bearer ${TOKEN}`)).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

/** Makes every insert into `table` fail as a full disk does (SQLSTATE 53100). */
async function fillDiskFor(table: 'users' | 'readiness_probe') {
  const db = server.server.ctx.db;
  await sql`create or replace function praxis_test_disk_full() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`.execute(
    db,
  );
  await sql`create trigger praxis_test_disk_full before insert or update on ${sql.table(table)}
    for each row execute function praxis_test_disk_full()`.execute(db);
  return () => sql`drop trigger praxis_test_disk_full on ${sql.table(table)}`.execute(db);
}

describe('storage failures', () => {
  it('answers a write on a full disk with a plain 503, one readable log line, and stores nothing', async () => {
    const email = uniqueEmail('full');
    const free = await fillDiskFor('users');
    try {
      const reply = await server.request('POST', '/account/register', {
        body: { id: '1', email, password: 'a fine password', firstName: 'F', lastName: 'D' },
      });
      await settle();
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({ message: STORAGE_FAILURE_MESSAGE, code: 'storage-unavailable' });
      expect(reply.headers.get('retry-after')).toBe('60');
      const logged = lines.filter((line) => line.level === 50);
      expect(logged).toHaveLength(1);
      expect(logged[0]?.msg).toMatch(/^storage failure: disk full \(53100\)/);
      expect(JSON.stringify(logged[0])).not.toMatch(/stack|No space left|full-/);
    } finally {
      await free();
    }
    const stored = await server.server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(stored).toEqual([]);
  });

  it('fails readiness while the database cannot write, and is ready again once it can', async () => {
    expect((await server.request('GET', '/readyz')).status).toBe(200);
    const free = await fillDiskFor('readiness_probe');
    try {
      const reply = await server.request('GET', '/readyz');
      expect(reply.status).toBe(503);
      expect(reply.body.message).toBe('The database cannot write: disk full.');
    } finally {
      await free();
    }
    expect((await server.request('GET', '/readyz')).status).toBe(200);
  });

  it('fails readiness when the data disk’s free space falls below the floor', async () => {
    freeBytes = 150 * MB;
    const reply = await server.request('GET', '/readyz');
    expect(reply.status).toBe(503);
    expect(reply.body.message).toBe(
      'Free space on the data disk is low: 150 MB left, below 200 MB (PRAXIS_MIN_FREE_DISK_MB).',
    );
  });
});
