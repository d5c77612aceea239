#!/usr/bin/env node
// `npm test`: every check and every test runner, then one closing line summed over all of them:
// "N passed, N failed, N skipped". Exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { run } from './run.mjs';

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function record(name, counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  lines.push(
    `${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
}

async function check(name, command, args, env) {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, { env });
  record(name, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
  return code;
}

/**
 * Like `run`, but keeps the command's output (stdout and stderr, in order) instead of printing it,
 * for a runner that runs beside another: it is printed whole when the runner ends.
 */
function runBuffered(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Colours as when it writes to this terminal itself.
        ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
        ...options.env,
      },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => resolve({ code, output: Buffer.concat(chunks) });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Counts from a Vitest JSON report (what `record` takes). */
function vitestCounts(report, code) {
  const json = readJson(report);
  if (!json) return { passed: 0, failed: 1, skipped: 0 };
  return {
    passed: json.numPassedTests,
    // A suite that fails to load has no failed tests but still fails the run.
    failed: json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0),
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

const vitestArgs = (projects, report) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

async function vitest(name, projects, env = {}) {
  console.log(`\n▶ ${name}`);
  const report = `reports/${name}.json`;
  const code = await run('npx', vitestArgs(projects, report), { env });
  record(name, vitestCounts(report, code));
}

/**
 * Starts a Vitest runner beside whatever runs next; its output is held back and printed, under
 * its own heading, by `finish()`, which resolves with its counts (for `record`, in the usual order).
 */
function vitestBeside(name, projects, env = {}) {
  console.log(
    `\n▶ ${name} started; it runs beside the next runner, its output follows when it ends`,
  );
  const report = `reports/${name}.json`;
  const started = Date.now();
  const running = runBuffered('npx', vitestArgs(projects, report), { env });
  return {
    async finish() {
      const { code, output } = await running;
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      console.log(`\n▶ ${name} (ran beside the previous runner; ended after ${minutes} min)`);
      process.stdout.write(output);
      return vitestCounts(report, code);
    },
  };
}

/** Runs Playwright and records its counts, or (with `record: false`) only returns them. */
async function playwright(name, args = [], options = { record: true }) {
  console.log(`\n▶ ${name}`);
  const report = `reports/${name}.json`;
  const code = await run('npx', ['playwright', 'test', ...args], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const json = readJson(report);
  let counts;
  if (!json?.stats) counts = { passed: 0, failed: 1, skipped: 0 };
  else {
    const { expected, unexpected, skipped, flaky } = json.stats;
    counts = {
      passed: expected,
      failed: unexpected + flaky + (code !== 0 && unexpected === 0 ? 1 : 0),
      skipped,
    };
  }
  if (options.record) record(name, counts);
  return counts;
}

await check('typecheck', 'npx', ['tsc', '--noEmit']);
await check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await check('format', 'npx', ['prettier', '--check', '.']);
await vitest('unit', ['unit', 'server']);
await check('storybook-build', 'npx', [
  'storybook',
  'build',
  '--quiet',
  '--output-dir',
  'storybook-static',
]);
await vitest('stories', ['storybook']);
await playwright('e2e');
// The same server API suite again on PostgreSQL when one is configured (.ci/run starts one).
// It runs beside the server e2e: one Vitest worker waiting on PostgreSQL, one Playwright worker
// waiting on a browser and the built server, on different ports and databases (PGlite there).
const serverPostgres = process.env.DATABASE_URL
  ? vitestBeside('server-postgres', ['server'], { PRAXIS_TEST_DATABASE: 'postgres' })
  : undefined;
const e2eServer = await playwright('e2e-server', ['-c', 'playwright.server.config.ts'], {
  record: false,
});
if (serverPostgres) record('server-postgres', await serverPostgres.finish());
record('e2e-server', e2eServer);
await check('diagrams-current', 'npx', ['tsx', 'scripts/diagrams.ts', '--check']);

console.log('\n' + lines.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
