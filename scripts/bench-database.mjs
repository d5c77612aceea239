#!/usr/bin/env node
// The embedded database under load (issue 33): single-row commits per second with fsync on and
// off, and how fast /healthz and the sign-in page answer while 50 connections load the demo
// clinician's day on the real server (PGlite in its own thread). Builds the app (no mock API) into
// a temporary folder for the sign-in page. Prints one line per figure and writes
// reports/bench-database.json ({ figures, details }). BENCH_DATABASE_SECONDS: the load's length (10).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureDayLoad } from './bench/day-load.mjs';
import { figure, printFigures } from './bench/report.mjs';
import { build } from './bench/serve.mjs';
import { measureWriteThroughput } from './bench/write-throughput.mjs';

const SECONDS = Math.max(2, Number(process.env.BENCH_DATABASE_SECONDS) || 10);
const CONNECTIONS = 50;
/** Issue 33: the probes stay quick whatever the database is doing. */
const PROBE_P99_BUDGET_MS = 50;

const figures = [];
const details = {};

const writes = await measureWriteThroughput();
details.writes = writes;
figures.push(
  figure('single-row commits, fsync on (median)', writes.on, 'inserts/s'),
  figure('single-row commits, fsync off (median)', writes.off, 'inserts/s'),
);

const staticDir = mkdtempSync(join(tmpdir(), 'praxis-bench-database-'));
try {
  if ((await build(staticDir, { VITE_API_MOCK: 'false' })) !== 0) {
    throw new Error('vite build (no mock API) failed');
  }
  const load = await measureDayLoad({ staticDir, connections: CONNECTIONS, seconds: SECONDS });
  details.dayLoad = load;
  const during = `during ${CONNECTIONS} connections on the day`;
  figures.push(
    figure(
      `clinician's day, ${CONNECTIONS} connections, throughput`,
      load.day.requestsPerSecond,
      'req/s',
    ),
    figure(`clinician's day, ${CONNECTIONS} connections, p99`, load.day.p99, 'ms'),
    figure(`clinician's day failed responses`, load.day.failed, 'req', 0),
    figure(`/healthz p99 ${during}`, load.healthz.p99, 'ms', PROBE_P99_BUDGET_MS),
    figure(`sign-in page p99 ${during}`, load.login.p99, 'ms', PROBE_P99_BUDGET_MS),
  );
} finally {
  rmSync(staticDir, { recursive: true, force: true });
}

printFigures(figures);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench-database.json', `${JSON.stringify({ figures, details }, null, 2)}\n`);
