// The real server for browser benchmarks: server/main.ts with embedded PGlite in a temporary
// folder, the seeded demo clinic, serving a production build. Used by bench-chart and bench-note.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The seeded demo account (owner + clinician), as server/seed/seed.ts creates it. */
export const DEMO = { email: 'demo@praxis.clinic', password: 'praxis-demo-1' };

/** Quiet time after the last request or response before a page counts as settled. */
const QUIET_MS = 800;

/** Resolves once the page has sent and received nothing for QUIET_MS (at most `waitMs`). */
export async function quiet(page, waitMs = 60_000) {
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on('response', touch);
  page.on('request', touch);
  const until = Date.now() + waitMs;
  while (Date.now() - last < QUIET_MS && Date.now() < until) await sleep(100);
  page.off('response', touch);
  page.off('request', touch);
}

/**
 * server/main.ts on its own data folder (named after `label`), serving `staticDir`; resolves
 * { origin, stop } once it listens. `stop()` ends it and removes the folder. `env` adds to or
 * overrides the server's environment.
 */
export function startServer(staticDir, label = 'bench', env = {}) {
  const data = mkdtempSync(join(tmpdir(), `praxis-${label}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PRAXIS_DATA_DIR: join(data, 'pglite'),
      PRAXIS_MAIL_OUTBOX_DIR: join(data, 'outbox'),
      PRAXIS_STATIC_DIR: resolve(ROOT, staticDir),
      PRAXIS_SEED_DEMO: 'true',
      PRAXIS_REQUEST_LIMIT_PER_ADDRESS: '1000000',
      ...env,
    },
    // The banner with the address is on stderr (stdout carries JSON log lines, none at warn).
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((done) => child.on('exit', done));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(data, { recursive: true, force: true, maxRetries: 3 });
  };
  return new Promise((done, fail) => {
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const url = /running at (http:\/\/\S+?)\/?\s/.exec(output)?.[1];
      if (url) done({ origin: url.replace('localhost', '127.0.0.1'), stop });
    });
    exited.then((code) => {
      rmSync(data, { recursive: true, force: true, maxRetries: 3 });
      fail(new Error(`server/main.ts exited (${code}) before listening`));
    });
  });
}
