#!/usr/bin/env node
// API throughput and latency on loopback with autocannon: sign-in (argon2id-bound) and /me (token
// verification + session lookup), on the embedded database and, when DATABASE_URL is set, on
// PostgreSQL. Bounded: BENCH_API_SECONDS per run (default 5) and at most BENCH_API_MAX requests.
// Prints one line per figure and writes reports/bench-api.json ({ figures }).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { figure, printFigures } from './bench/report.mjs';

const SECONDS = Math.max(1, Number(process.env.BENCH_API_SECONDS) || 5);
const MAX_REQUESTS = Math.max(100, Number(process.env.BENCH_API_MAX) || 50_000);
const DEMO = { email: 'demo@praxis.clinic', password: 'praxis-demo-1' };
/** /me should stay cheap: verify a signature and read one row. */
const ME_P99_BUDGET_MS = 50;

function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'warn',
      PRAXIS_LOGIN_LIMIT_PER_ACCOUNT: '1000000000',
      PRAXIS_LOGIN_LIMIT_PER_ADDRESS: '1000000000',
      ...env,
    },
    // The banner with the address is on stderr (stdout carries JSON log lines, none at warn).
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const url = /running at (http:\/\/\S+?)\/?\s/.exec(output)?.[1];
      if (url) resolve({ url, stop: () => (child.kill('SIGTERM'), exited) });
    });
    exited.then((code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}

function cannon(options) {
  return autocannon({ duration: SECONDS, maxOverallRequests: MAX_REQUESTS, ...options });
}

async function measure(label, env) {
  const server = await startServer(env);
  try {
    const api = `${server.url}/backend/api`;
    const headers = { 'content-type': 'application/json' };
    const login = await fetch(`${api}/account/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify(DEMO),
    }).then((r) => r.json());
    const loginRun = await cannon({
      url: `${api}/account/login`,
      method: 'POST',
      headers,
      body: JSON.stringify(DEMO),
      connections: 4,
    });
    const meRun = await cannon({
      url: `${api}/account/me`,
      headers: { authorization: `Bearer ${login.access_token}` },
      connections: 10,
    });
    const figures = [];
    for (const [name, result, budget] of [
      ['login', loginRun, null],
      ['me', meRun, ME_P99_BUDGET_MS],
    ]) {
      const failed = result.non2xx + result.errors;
      const prefix = `API ${name} (${label})`;
      figures.push(
        figure(`${prefix} throughput`, Math.round(result.requests.average), 'req/s'),
        figure(`${prefix} p50`, result.latency.p50, 'ms'),
        figure(`${prefix} p99`, result.latency.p99, 'ms', budget),
        figure(`${prefix} failed responses`, failed, 'req', 0),
      );
    }
    return figures;
  } finally {
    await server.stop();
  }
}

const figures = [];
const dataDir = mkdtempSync(join(tmpdir(), 'praxis-bench-api-'));
try {
  figures.push(
    ...(await measure('embedded PGlite', { PRAXIS_DATA_DIR: dataDir, DATABASE_URL: '' })),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
}
if (process.env.DATABASE_URL) {
  const schema = `praxis_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  try {
    figures.push(...(await measure('PostgreSQL', { DATABASE_SCHEMA: schema })));
  } finally {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
} else {
  figures.push(figure('API (PostgreSQL)', null, '', null, 'DATABASE_URL not set'));
}

printFigures(figures);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench-api.json', `${JSON.stringify({ figures }, null, 2)}\n`);
