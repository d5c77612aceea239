#!/usr/bin/env node
// `npm test`: every check and every test runner, then one closing line summed over all of them:
// "N passed, N failed, N skipped". Exits non-zero when anything failed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { run } from './run.mjs';
import { POSTGRES_SKIP_REASON, createSummary } from './test-summary.mjs';

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const summary = createSummary();

/**
 * Runs one runner with its output kept in reports/<name>.log, then prints that output whole under
 * its name and time, so the two lanes' lines never interleave. Resolves with the exit code.
 */
async function runner(name, command, args, env) {
  const log = `reports/${name}.log`;
  const started = Date.now();
  const code = await run(command, args, { env, log });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n▶ ${name} (${minutes} min)\n${readFileSync(log, 'utf8').trimEnd()}`);
  return code;
}

async function check(name, command, args, env) {
  const code = await runner(name, command, args, env);
  summary.record(name, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
  return code;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

async function vitest(name, projects, env = {}) {
  const report = `reports/${name}.json`;
  const code = await runner(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
  const json = readJson(report);
  if (!json) return summary.record(name, { passed: 0, failed: 1, skipped: 0 });
  summary.record(name, {
    passed: json.numPassedTests,
    // A suite that fails to load has no failed tests but still fails the run.
    failed: json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0),
    skipped: json.numPendingTests + json.numTodoTests,
  });
}

async function playwright(name, args = []) {
  const report = `reports/${name}.json`;
  const code = await runner(name, 'npx', ['playwright', 'test', ...args], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  const json = readJson(report);
  if (!json?.stats) return summary.record(name, { passed: 0, failed: 1, skipped: 0 });
  const { expected, unexpected, skipped, flaky } = json.stats;
  summary.record(name, {
    passed: expected,
    failed: unexpected + flaky + (code !== 0 && unexpected === 0 ? 1 : 0),
    skipped,
  });
}

// Two lanes side by side (docs/decisions.md, "Test run time"): the Vitest suites in one; the
// one-core checks and the browser runners (one Playwright worker each) in the other, which leave
// a core free most of the time. Within a lane, one runner at a time.
const vitestLane = async () => {
  await vitest('unit', ['unit', 'server']);
  // The same server API suite again on PostgreSQL when one is configured (.ci/run starts one);
  // without one it is named as skipped with the reason, so a newcomer knows what did not run.
  if (process.env.DATABASE_URL) {
    await vitest('server-postgres', ['server'], { PRAXIS_TEST_DATABASE: 'postgres' });
  } else {
    console.log(`\n▶ server-postgres: skipped — ${POSTGRES_SKIP_REASON}`);
    summary.skip('server-postgres', POSTGRES_SKIP_REASON);
  }
};
const checkAndBrowserLane = async () => {
  await check('typecheck', 'npx', ['tsc', '--noEmit']);
  await check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  await check('format', 'npx', ['prettier', '--check', '.']);
  await check('storybook-build', 'npx', [
    'storybook',
    'build',
    '--quiet',
    '--output-dir',
    'storybook-static',
  ]);
  await vitest('stories', ['storybook']);
  await playwright('e2e');
  await playwright('e2e-server', ['-c', 'playwright.server.config.ts']);
  await check('diagrams-current', 'npx', ['tsx', 'scripts/diagrams.ts', '--check']);
};

const started = Date.now();
await Promise.all([vitestLane(), checkAndBrowserLane()]);
console.log(`\nnpm test took ${((Date.now() - started) / 60_000).toFixed(1)} min`);
console.log('\n' + summary.text());
process.exit(summary.failed() ? 1 : 0);
