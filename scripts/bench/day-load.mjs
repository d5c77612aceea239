// Issue 33: while 50 connections load the clinician's day on the real server (embedded PGlite),
// how fast do /healthz and the sign-in page answer? The load runs in a child process; this process
// samples the two probes one at a time meanwhile and reports their p50/p99 and the load's figures.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO, startServer } from './real-server.mjs';

const CANNON = fileURLToPath(new URL('./cannon-child.mjs', import.meta.url));
const DAY_PATH = '/backend/api/dashboard/day';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Pause between two probe requests: a monitor polling, not a second load. */
const PROBE_GAP_MS = 20;

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

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

/** Probes `url` one request at a time until `done` says stop; the latencies in ms. */
async function sample(url, done, headers = {}) {
  const latencies = [];
  while (!done()) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.ok) latencies.push(performance.now() - started);
    await sleep(PROBE_GAP_MS);
  }
  return latencies;
}

/** One load of `connections` on the day for `seconds`, the two probes sampled meanwhile. */
async function loadOnce(server, token, connections, seconds) {
  const now = Date.now();
  const query = `from=${new Date(now - DAY_MS / 2).toISOString()}&to=${new Date(now + DAY_MS / 2).toISOString()}`;
  let loading = true;
  const load = runCannon({
    url: `${server.origin}${DAY_PATH}?${query}`,
    headers: { authorization: `Bearer ${token}` },
    connections,
    duration: seconds,
  }).finally(() => (loading = false));
  const [result, healthz, signInPage] = await Promise.all([
    load,
    sample(`${server.origin}/healthz`, () => !loading),
    // A browser asks for HTML: the server answers the app's index.html.
    sample(`${server.origin}/login`, () => !loading, { accept: 'text/html' }),
  ]);
  const latency = (values) => ({
    samples: values.length,
    p50: round(percentile(values, 50)),
    p99: round(percentile(values, 99)),
    max: round(values.length ? Math.max(...values) : null),
  });
  return {
    connections,
    day: {
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.non2xx + result.errors,
    },
    healthz: latency(healthz),
    login: latency(signInPage),
  };
}

/**
 * Starts the real server on `staticDir` (a production build), signs the demo clinician in and
 * loads their day with each of `connections` in turn for `seconds`; one figure set per load
 * ({ connections, day, healthz, login }), on the one server.
 */
export async function measureDayLoad({ staticDir, connections = [50], seconds = 10, env = {} }) {
  // Every day made afresh, as after each change of the schedule: the database is what is loaded,
  // not the kept answer (docs/decisions.md c35-schedule-version).
  const server = await startServer(staticDir, 'day-load', { PRAXIS_KEEP_ANSWERS: 'off', ...env });
  try {
    const api = `${server.origin}/backend/api`;
    const login = await fetch(`${api}/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    }).then((r) => r.json());
    const loads = [];
    for (const count of connections) {
      loads.push(await loadOnce(server, login.access_token, count, seconds));
    }
    return loads;
  } finally {
    await server.stop();
  }
}
