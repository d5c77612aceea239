#!/usr/bin/env node
// `npm test`: every check and every test runner, then one closing line summed over all of them:
// "N passed, N failed, N skipped". Exits non-zero when anything failed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { engineDependentTestFiles } from './engine-dependent-tests.mjs';
import { run } from './run.mjs';
import { POSTGRES_SKIP_REASON, createSummary } from './test-summary.mjs';

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const summary = createSummary();

/**
 * Runs one runner and prints its time when it ends. Its output streams as it comes, unless `log`
 * names a file (runners side by side): then it is printed whole when the runner ends, so the
 * lines never interleave. Resolves with the exit code.
 */
async function runner(name, command, args, env, log) {
  if (!log) console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, { env, log });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  if (log) console.log(`\n▶ ${name}\n${readFileSync(log, 'utf8').trimEnd()}`);
  console.log(`◀ ${name}: ${minutes} min`);
  return code;
}

async function check(name, command, args, { env, log } = {}) {
  const code = await runner(name, command, args, env, log);
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

async function vitest(name, projects, env = {}, files = []) {
  const report = `reports/${name}.json`;
  const code = await runner(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...files,
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

// The three one-core checks side by side (nothing else runs yet, and none is timing-sensitive);
// then one runner at a time: the Vitest suites keep both cores busy, and beside them jsdom page
// tests and browser steps ran out of time (docs/decisions.md, "Test run time").
const started = Date.now();
const logOf = (name) => ({ log: `reports/${name}.log` });
await Promise.all([
  check('typecheck', 'npx', ['tsc', '--noEmit'], logOf('typecheck')),
  check('lint', 'npx', ['eslint', '.', '--max-warnings=0'], logOf('lint')),
  check('format', 'npx', ['prettier', '--check', '.'], logOf('format')),
]);
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
// The same server API suite again on PostgreSQL when one is configured (.ci/run starts one):
// the files whose imports reach the database switch; the others ran the same code on the same
// database in the first pass (scripts/engine-dependent-tests.mjs). Without one it is named as
// skipped with the reason, so a newcomer knows what did not run.
if (process.env.DATABASE_URL) {
  const { all, files } = await engineDependentTestFiles();
  console.log(
    `\nserver-postgres: ${files.length} of ${all.length} server test files reach the database switch`,
  );
  await vitest('server-postgres', ['server'], { PRAXIS_TEST_DATABASE: 'postgres' }, files);
} else {
  console.log(`\n▶ server-postgres: skipped — ${POSTGRES_SKIP_REASON}`);
  summary.skip('server-postgres', POSTGRES_SKIP_REASON);
}
await playwright('e2e-server', ['-c', 'playwright.server.config.ts']);
await check('diagrams-current', 'npx', ['tsx', 'scripts/diagrams.ts', '--check']);

console.log(`\nnpm test took ${((Date.now() - started) / 60_000).toFixed(1)} min`);
console.log('\n' + summary.text());
process.exit(summary.failed() ? 1 : 0);
