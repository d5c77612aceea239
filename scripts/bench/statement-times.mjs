// Issue 35: the day's, the week's, the search's and /me's statements on PGlite, one by one. The
// server as bench-api-load.mjs starts it (the demo clinic plus the busy clinic's data); each
// request's statements are captured on their way to the database thread, then replayed N times
// (median through the thread) beside EXPLAIN ANALYZE's planning and execution times.
// `node scripts/bench/statement-times.mjs` (N=60, ONLY=day,week,search,me, PATIENTS=100000).
import { Worker } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { loadBusyClinic, benchWeeks, DEMO_CLINIC, time, WEEKS_BACK } from './busy-clinic.mjs';
import { benchQueries } from './search-data.mjs';
const root = '../..';
const server = (p) => tsImport(`${root}/server/${p}`, import.meta.url);
const { loadConfig } = await server('config.ts');
const { startServer } = await server('server.ts');
const { seedDemo } = await server('seed/seed.ts');
const { seededRandom } = await server('seed/random.ts');
const { analyzeStaleTables } = await server('db/table-statistics.ts');
const PATIENTS = Number(process.env.PATIENTS) || 100_000;
const now = new Date();
let captured = null;
let patients;
// Every statement goes to the database thread as a message: capture them, and send our own.
let thread;
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, transfer) {
  if (message?.op) thread = this; // eslint-disable-line @typescript-eslint/no-this-alias -- the database thread, to send it our own statements
  if (message?.op === 'query') captured?.push({ sql: message.sql, params: message.params });
  return post.call(this, message, transfer);
};
let nextId = -1;
const pg = {
  original: (sql, params) =>
    new Promise((resolve, reject) => {
      const id = nextId--;
      const listen = (reply) => {
        if (reply.id !== id) return;
        thread.off('message', listen);
        if (reply.ok) resolve(reply.value);
        else reject(new Error(reply.error.message));
      };
      thread.on('message', listen);
      post.call(thread, { op: 'query', sql, params, id });
    }),
};
const running = await startServer(
  {
    ...loadConfig({ ...process.env, PORT: '0', PRAXIS_REQUEST_LIMIT_PER_ADDRESS: '100000000' }),
    dataDir: 'memory://',
    databaseUrl: undefined,
  },
  {
    logger: { level: 'warn' },
    beforeListen: async (ctx) => {
      await seedDemo(ctx.db, now);
      patients = (await loadBusyClinic(ctx.db, PATIENTS, now)).patients;
      await analyzeStaleTables(ctx.db);
    },
  },
);
const api = `${running.url}/backend/api`;
async function signIn(email) {
  const r = await fetch(`${api}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'praxis-demo-1' }),
  });
  return (await r.json()).access_token;
}
const tokens = {
  clinician: await signIn('demo@praxis.clinic'),
  desk: await signIn('frontdesk@praxis.clinic'),
};
const dayFrom = new Date(
  time.startOfDay(time.calendarDayAt(now, DEMO_CLINIC.timeZone), DEMO_CLINIC.timeZone),
);
const day = `from=${dayFrom.toISOString()}&to=${new Date(dayFrom.getTime() + 864e5).toISOString()}`;
const nextMonday = time.formatIsoDate(benchWeeks(now)[WEEKS_BACK + 1]);
const q = benchQueries(patients, seededRandom(35))[3].q;
const eps = [
  ['day', `/dashboard/day?${day}`, 'clinician'],
  ['week', `/calendar?from=${nextMonday}&days=7`, 'desk'],
  ['search', '/patients/search', 'desk', { q, clinician: 'any' }],
  ['me', '/account/me', 'clinician'],
];
const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)];
};
const N = Number(process.env.N) || 60;
for (const [name, path, as, body] of eps.filter(
  ([n]) => !process.env.ONLY || process.env.ONLY.split(',').includes(n),
)) {
  const req = () =>
    fetch(`${api}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${tokens[as]}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then(async (r) => {
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`${path} ${r.status}`);
    });
  for (let i = 0; i < 5; i++) await req();
  const whole = [];
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    await req();
    whole.push(performance.now() - t);
  }
  captured = [];
  await req();
  const stmts = captured;
  captured = null;
  console.log(
    `\n== ${name}: request p50 ${median(whole).toFixed(2)} ms, ${stmts.length} statements`,
  );
  for (const { sql, params } of stmts) {
    const ts = [];
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      await pg.original(sql, params);
      ts.push(performance.now() - t);
    }
    const ex = await pg.original(`explain (analyze, timing off, summary on) ${sql}`, params);
    const lines = ex.rows.map((r) => r['QUERY PLAN']);
    const plan = lines.find((l) => l.startsWith('Planning Time'));
    const exec = lines.find((l) => l.startsWith('Execution Time'));
    console.log(
      `  ${median(ts).toFixed(2)} ms | ${plan} | ${exec} | ${sql.slice(0, 110).replace(/\s+/g, ' ')}`,
    );
  }
}
await running.close();
