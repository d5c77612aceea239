#!/usr/bin/env node
// The calendar's week answer (issue 32) at 100 000 patients on embedded PGlite: the server
// (server/server.ts, in this process, database in memory) with the demo clinic plus the search
// bench's 100 000 patients (scripts/bench/search-data.mjs) and a busy schedule
// (scripts/bench/calendar-data.mjs): 15 more clinicians, three years of past weeks and eight ahead,
// 13–18 sessions per clinician-week (≈ 230 in a week besides the demo's). Requests are sequential
// (one at a time, over loopback HTTP with the member's bearer token, after a warm-up); prints
// p50/p95 beside the budget and writes reports/bench-calendar-api.json ({ figures, details }).
// Alone: `node scripts/bench-calendar-api.mjs`; BENCH_CALENDAR_ROUNDS (default 150) requests per
// kind; BENCH_CALENDAR_EXPLAIN=1 also prints the week query's plan (EXPLAIN ANALYZE).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { tsImport } from 'tsx/esm/api';
import { figure, printFigures } from './bench/report.mjs';
import {
  benchWeeks,
  BUSY_CLINICIANS,
  loadBusyClinic,
  time,
  WEEKS_AHEAD,
  WEEKS_BACK,
} from './bench/busy-clinic.mjs';

const PATIENTS = Math.max(1_000, Number(process.env.BENCH_SEARCH_PATIENTS) || 100_000);
const ROUNDS = Math.max(20, Number(process.env.BENCH_CALENDAR_ROUNDS) || 150);
const WARM_UP = 20;
const BUDGET_MS = 50;
const PASSWORD = 'praxis-demo-1';

const server = (path) => tsImport(`../server/${path}`, import.meta.url);
const { loadConfig } = await server('config.ts');
const { startServer } = await server('server.ts');
const { seedDemo } = await server('seed/seed.ts');
const { DEMO_CLINIC } = await server('seed/members.ts');
const { tenantDb } = await server('db/tenant-db.ts');
const { calendarQuery } = await server('calendar/calendar.repository.ts');
const { API_BASE_PATH } = await tsImport(
  '../common/constants/server.constants.ts',
  import.meta.url,
);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 100) / 100;
const load = () => loadavg().map((l) => Math.round(l * 100) / 100);

const now = new Date();
const weeks = benchWeeks(now);
/** The week measured: next week (the front desk's "who is coming on Monday?"). */
const nextMonday = weeks[WEEKS_BACK + 1];
const pastMonday = weeks[WEEKS_BACK - 26];

async function loadBenchData(db) {
  const { seconds, sessions } = await loadBusyClinic(db, PATIENTS, now);
  return { seconds, sessions };
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

/** `rounds` sequential GETs after a warm-up; latencies (ms) and the last answer's session count. */
async function timeRequests(url, token, rounds) {
  const headers = { authorization: `Bearer ${token}` };
  let sessions = 0;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.json();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    sessions = body.sessions.length;
    return ms;
  };
  for (let i = 0; i < WARM_UP; i += 1) await once();
  const samples = [];
  for (let i = 0; i < rounds; i += 1) samples.push(await once());
  const sorted = samples.sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1)),
    sessions,
  };
}

/** The week query's plan as the server runs it for the front desk (EXPLAIN ANALYZE). */
async function explainWeek(db, from, to) {
  const clinic = tenantDb(db, DEMO_CLINIC.id);
  const viewer = { userId: 'demo-front-desk', wholeClinic: true };
  const plan = await calendarQuery(clinic, viewer, { from, to }).explain(undefined, sql`analyze`);
  return plan.map((row) => row['QUERY PLAN']).join('\n');
}

const details = { patients: PATIENTS, rounds: ROUNDS, warmUp: WARM_UP, loadBefore: load() };
console.log(
  `Calendar week API: demo clinic + ${PATIENTS} patients, ${BUSY_CLINICIANS} more clinicians, ` +
    `${WEEKS_BACK} weeks back and ${WEEKS_AHEAD} ahead; ${ROUNDS} sequential requests per kind after ${WARM_UP} to warm up…`,
);
const config = {
  ...loadConfig({
    ...process.env,
    PORT: '0',
    PRAXIS_REQUEST_LIMIT_PER_ADDRESS: '1000000',
  }),
  dataDir: 'memory://',
  databaseUrl: undefined,
};
const running = await startServer(config, {
  logger: { level: 'warn' },
  beforeListen: async (ctx) => {
    await seedDemo(ctx.db, now);
    Object.assign(details, { data: await loadBenchData(ctx.db) });
  },
});
const figures = [];
try {
  const api = `${running.url}${API_BASE_PATH}`;
  const week = (monday, clinicianId) =>
    `${api}/calendar?from=${time.formatIsoDate(monday)}&days=7${clinicianId ? `&clinicianId=${clinicianId}` : ''}`;
  const desk = await signIn(api, 'frontdesk@praxis.clinic');
  const clinician = await signIn(api, 'clinician2@praxis.clinic');
  const kinds = [
    ['the whole clinic’s week, front desk', week(nextMonday), desk, BUDGET_MS],
    [
      'one clinician’s own week, clinician',
      week(nextMonday, 'demo-clinician-2'),
      clinician,
      BUDGET_MS,
    ],
    [
      'a colleague’s week (busy blocks), clinician',
      week(nextMonday, 'bench-clinician-01'),
      clinician,
      null,
    ],
    ['the whole clinic’s week 26 weeks back, front desk', week(pastMonday), desk, null],
  ];
  details.kinds = {};
  for (const [name, url, token, budget] of kinds) {
    const result = await timeRequests(url, token, ROUNDS);
    details.kinds[name] = result;
    figures.push(
      figure(
        `calendar week API p95, ${name} (${result.sessions} sessions, PGlite)`,
        result.p95,
        'ms',
        budget,
      ),
    );
    figures.push(figure(`  p50 / max`, result.p50, `ms / ${result.max} ms`));
  }
  if (process.env.BENCH_CALENDAR_EXPLAIN) {
    const from = new Date(time.startOfDay(nextMonday, DEMO_CLINIC.timeZone));
    const to = new Date(time.startOfDay(time.addDays(nextMonday, 7), DEMO_CLINIC.timeZone));
    console.log(await explainWeek(running.ctx.db, from, to));
  }
} finally {
  await running.close();
}
details.loadAfter = load();
figures.push(
  figure(`  data loaded (${details.data.sessions} bench sessions)`, details.data.seconds, 's'),
);
printFigures(figures);
console.log(
  `  sequential requests over loopback, server in the same process; load average (1, 5, 15 min) before ${details.loadBefore.join(', ')}; after ${details.loadAfter.join(', ')}`,
);
const over = figures.some((f) => f.status === 'OVER');
if (over) console.log('  calendar week API: over budget');
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/bench-calendar-api.json',
  `${JSON.stringify({ figures, details }, null, 2)}\n`,
);
process.exit(over ? 2 : 0);
