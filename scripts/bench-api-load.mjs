#!/usr/bin/env node
// Issue 35: the API under load. The demo clinic plus the busy clinic's data (100 000 patients,
// 15 more clinicians, three years of sessions: scripts/bench/busy-clinic.mjs), the server in this
// process (server/server.ts) on embedded PGlite and, when DATABASE_URL is set, on PostgreSQL.
// For each endpoint: first a few sequential requests read from the request log how many database
// statements one request runs and their summed time (`queries`, `dbMs`); then 50 connections for
// BENCH_API_LOAD_SECONDS (default 20) from a child process (autocannon): p50, p99, req/s, failed
// responses, and the server's CPU time per request (this process). Each p99 is printed beside its
// goal with the ratio and the load average.
// Writes reports/bench-api-load.json ({ figures, details }). Alone: `node scripts/bench-api-load.mjs`.
// BENCH_API_LOAD_ONLY=day,week… measures only those endpoints (names below);
// BENCH_API_LOAD_POSTGRES=skip|only leaves PostgreSQL out or measures only it. Without DATABASE_URL
// a throw-away local cluster is used when PostgreSQL's binaries are installed (as bench-search).
// Requests accept what a browser accepts (gzip, br): BENCH_API_LOAD_ENCODING='' asks for plain JSON.
// BENCH_API_LOAD_PROFILE=<folder> writes this process's CPU profile under each load there
// (<database>-<endpoint>.cpuprofile, for Chrome DevTools): where a request's time goes.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { figure, median, printFigures } from './bench/report.mjs';
import { startLocalPostgres } from './bench/local-postgres.mjs';
import { benchQueries } from './bench/search-data.mjs';
import { benchWeeks, DEMO_CLINIC, loadBusyClinic, time, WEEKS_BACK } from './bench/busy-clinic.mjs';

const PATIENTS = Math.max(1_000, Number(process.env.BENCH_SEARCH_PATIENTS) || 100_000);
const SECONDS = Math.max(2, Number(process.env.BENCH_API_LOAD_SECONDS) || 20);
const CONNECTIONS = 50;
const PROBES = 30;
const PASSWORD = 'praxis-demo-1';
/** Issue 35's goals for the p99 under 50 connections, ms. */
const GOALS = { PGlite: 100, PostgreSQL: 50 };
const CANNON = fileURLToPath(new URL('./bench/cannon-child.mjs', import.meta.url));
const ONLY = (process.env.BENCH_API_LOAD_ONLY ?? '').split(',').filter(Boolean);
const PROFILE_DIR = process.env.BENCH_API_LOAD_PROFILE || null;
/**
 * What every request accepts, as a browser sends it (Chromium's header): the answers go as they
 * go to the app, compressed above the threshold. BENCH_API_LOAD_ENCODING='' asks for them plain.
 */
const ACCEPT_ENCODING = process.env.BENCH_API_LOAD_ENCODING ?? 'gzip, deflate, br, zstd';

const server = (path) => tsImport(`../server/${path}`, import.meta.url);
const { loadConfig } = await server('config.ts');
const { startServer } = await server('server.ts');
const { seedDemo } = await server('seed/seed.ts');
const { seededRandom } = await server('seed/random.ts');
const { analyzeStaleTables } = await server('db/table-statistics.ts').catch(() => ({
  analyzeStaleTables: async () => [],
}));
const { API_BASE_PATH } = await tsImport(
  '../common/constants/server.constants.ts',
  import.meta.url,
);

const load = () => loadavg().map((l) => Math.round(l * 100) / 100);
const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);

function runCannon(options) {
  const child = spawn(process.execPath, [CANNON, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited ${code}`)),
    ),
  );
}

/** Runs `work` under this process's CPU profiler when BENCH_API_LOAD_PROFILE names a folder. */
async function profiled(name, work) {
  if (!PROFILE_DIR) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** A log stream that keeps each request's `queries` and `dbMs` by request id. */
function requestTallies() {
  const byId = new Map();
  const waiting = new Map();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) {
        if (!line.includes('"request completed"')) continue;
        const { reqId, queries, dbMs } = JSON.parse(line);
        byId.set(reqId, { queries, dbMs });
        waiting.get(reqId)?.();
      }
      done();
    },
  });
  /** The tally of the request with this id, once its log line is written. */
  const of = (id) =>
    byId.has(id)
      ? Promise.resolve(byId.get(id))
      : new Promise((resolve) => waiting.set(id, () => resolve(byId.get(id))));
  return { stream, of };
}

/** The endpoints measured: the request each sends (path, method, body, whose token). */
function endpoints(now, patients) {
  const dayFrom = new Date(
    time.startOfDay(time.calendarDayAt(now, DEMO_CLINIC.timeZone), DEMO_CLINIC.timeZone),
  );
  const dayTo = new Date(dayFrom.getTime() + 24 * 60 * 60 * 1000);
  const day = `from=${dayFrom.toISOString()}&to=${dayTo.toISOString()}`;
  const nextMonday = time.formatIsoDate(benchWeeks(now)[WEEKS_BACK + 1]);
  const searches = benchQueries(patients, seededRandom(35)).map(({ q }) => ({
    q,
    clinician: 'any',
  }));
  return [
    {
      name: 'day',
      label: "the clinician's day",
      path: `/dashboard/day?${day}`,
      as: 'clinician',
      kept: true,
    },
    {
      name: 'clinic-day',
      label: "the clinic's day (sessions list)",
      path: `/encounters?${day}&limit=200`,
      as: 'desk',
    },
    {
      name: 'week',
      label: 'the week calendar, whole clinic',
      path: `/calendar?from=${nextMonday}&days=7`,
      as: 'desk',
      kept: true,
    },
    {
      name: 'search',
      label: 'patient search (22 queries in turn)',
      path: '/patients/search',
      method: 'POST',
      bodies: searches,
      as: 'desk',
    },
    { name: 'me', label: '/account/me', path: '/account/me', as: 'clinician', goal: false },
  ].filter((e) => ONLY.length === 0 || ONLY.includes(e.name));
}

async function signIn(api, email) {
  const response = await fetch(`${api}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return (await response.json()).access_token;
}

/**
 * Sequential requests: the median latency, and the queries and database time per request.
 * `beforeEach` runs before every request (not timed): moving the clinic's schedule version makes
 * each answer of a kept endpoint afresh (its cost on a miss).
 */
async function probe(api, endpoint, headers, tallies, beforeEach = async () => {}) {
  const bodies = endpoint.bodies ?? [undefined];
  const samples = [];
  for (let i = 0; i < PROBES + 5; i += 1) {
    const body = bodies[i % bodies.length];
    await beforeEach();
    const started = performance.now();
    const response = await fetch(`${api}${endpoint.path}`, {
      method: endpoint.method ?? 'GET',
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${endpoint.path}: ${response.status}`);
    const tally = await tallies.of(response.headers.get('x-request-id'));
    if (i >= 5) samples.push({ ms, ...tally });
  }
  return {
    p50: round(median(samples.map((s) => s.ms))),
    queries: Math.max(...samples.map((s) => s.queries)),
    dbMs: round(median(samples.map((s) => s.dbMs))),
  };
}

async function measure(label, overrides) {
  const tallies = requestTallies();
  const now = new Date();
  const details = { loadBefore: load() };
  const config = {
    ...loadConfig({ ...process.env, PORT: '0', PRAXIS_REQUEST_LIMIT_PER_ADDRESS: '100000000' }),
    dataDir: 'memory://',
    databaseUrl: undefined,
    ...overrides,
  };
  let patients;
  let db;
  const running = await startServer(config, {
    logger: { level: 'info', stream: tallies.stream },
    beforeListen: async (ctx) => {
      db = ctx.db;
      await seedDemo(ctx.db, now);
      const busy = await loadBusyClinic(ctx.db, PATIENTS, now);
      patients = busy.patients;
      // A server that has run a while since the data came: its planner statistics are made (the
      // embedded database's by table-statistics.ts, at start and every 10 minutes; PostgreSQL's
      // by autovacuum), so the first measurements do not meet a start-up ANALYZE.
      await analyzeStaleTables(ctx.db);
      details.data = { seconds: busy.seconds, sessions: busy.sessions };
    },
  });
  const figures = [];
  try {
    const api = `${running.url}${API_BASE_PATH}`;
    const tokens = {
      clinician: await signIn(api, 'demo@praxis.clinic'),
      desk: await signIn(api, 'frontdesk@praxis.clinic'),
    };
    details.endpoints = {};
    for (const endpoint of endpoints(now, patients)) {
      const headers = {
        authorization: `Bearer ${tokens[endpoint.as]}`,
        ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
      };
      const sequential = await probe(api, endpoint, headers, tallies);
      // A kept answer (docs/decisions.md c35-schedule-version) made afresh each time: what the
      // first ask after a change of the clinic's schedule pays.
      const afresh = endpoint.kept
        ? await probe(api, endpoint, headers, tallies, () =>
            sql`update schedule_versions set version = gen_random_uuid()::text`.execute(db),
          )
        : null;
      const loadAt = load();
      // The server's CPU time per answered request (this process: the server and PGlite's
      // thread; not PostgreSQL's processes): less swayed by a loaded machine than the latencies.
      const cpuBefore = process.cpuUsage();
      const result = await profiled(`${label}-${endpoint.name}`, () =>
        runCannon({
          url: `${api}${endpoint.path}`,
          connections: CONNECTIONS,
          duration: SECONDS,
          headers,
          ...(endpoint.bodies
            ? {
                requests: endpoint.bodies.map((body) => ({
                  method: 'POST',
                  headers: { ...headers, 'content-type': 'application/json' },
                  body: JSON.stringify(body),
                })),
              }
            : {}),
        }),
      );
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMs =
        Math.round(((cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total)) * 100) /
        100;
      const failed = result.non2xx + result.errors + result.timeouts;
      const goal = endpoint.goal === false ? null : GOALS[label];
      details.endpoints[endpoint.name] = {
        sequential,
        afresh,
        load: {
          p50: result.latency.p50,
          p99: result.latency.p99,
          rps: Math.round(result.requests.average),
          failed,
          cpuMs,
          loadAverage: loadAt,
        },
      };
      const name = `${endpoint.label} (${label})`;
      figures.push(
        figure(`${name}: p99, ${CONNECTIONS} connections`, result.latency.p99, 'ms', goal),
        figure(
          goal ? `  ratio to the goal (p50; req/s; CPU; load)` : `  p50 (req/s; CPU; load)`,
          goal ? Math.round((result.latency.p99 / goal) * 100) / 100 : result.latency.p50,
          `${goal ? '×' : 'ms'} (${goal ? `p50 ${result.latency.p50} ms, ` : ''}${Math.round(result.requests.average)} req/s, server CPU ${cpuMs} ms/req, load ${loadAt.join(' ')})`,
        ),
        figure(`  failed responses`, failed, 'req', 0),
        figure(
          `  one at a time: queries per request; db ms; p50`,
          sequential.queries,
          `queries (db ${sequential.dbMs} ms, p50 ${sequential.p50} ms)`,
        ),
        ...(afresh
          ? [
              figure(
                `  one at a time, made afresh (the schedule changed before each)`,
                afresh.queries,
                `queries (db ${afresh.dbMs} ms, p50 ${afresh.p50} ms)`,
              ),
            ]
          : []),
      );
    }
  } finally {
    await running.close();
  }
  details.loadAfter = load();
  return { figures, details };
}

console.log(
  `API under load (issue 35): demo clinic + ${PATIENTS} patients and the busy schedule; ${CONNECTIONS} connections × ${SECONDS} s per endpoint…`,
);
const figures = [];
const details = {};
/** PostgreSQL: DATABASE_URL in a scratch schema, else a throw-away local cluster, else skipped. */
async function onPostgres() {
  if (process.env.DATABASE_URL) {
    const schema = `praxis_bench_load_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    try {
      return await measure('PostgreSQL', {
        databaseUrl: process.env.DATABASE_URL,
        databaseSchema: schema,
      });
    } finally {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  }
  const local = await startLocalPostgres();
  if (!local.url) return { skipped: `no DATABASE_URL and no local PostgreSQL (${local.reason})` };
  try {
    return await measure('PostgreSQL', { databaseUrl: local.url });
  } finally {
    local.stop();
  }
}

if (process.env.BENCH_API_LOAD_POSTGRES !== 'only') {
  const pglite = await measure('PGlite', {});
  figures.push(...pglite.figures);
  details.PGlite = pglite.details;
}
const postgres =
  process.env.BENCH_API_LOAD_POSTGRES === 'skip'
    ? { skipped: 'BENCH_API_LOAD_POSTGRES=skip' }
    : await onPostgres();
if (postgres.skipped) {
  figures.push(figure('API under load (PostgreSQL)', null, '', null, postgres.skipped));
} else {
  figures.push(...postgres.figures);
  details.PostgreSQL = postgres.details;
}
printFigures(figures);
for (const [label, d] of Object.entries(details)) {
  console.log(
    `  ${label}: data loaded in ${d.data.seconds} s (${d.data.sessions} bench sessions); load average (1, 5, 15 min) before ${d.loadBefore.join(', ')}; after ${d.loadAfter.join(', ')}`,
  );
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench-api-load.json', `${JSON.stringify({ figures, details }, null, 2)}\n`);
