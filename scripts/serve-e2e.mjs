#!/usr/bin/env node
// Builds the production bundle with the MSW mock API and serves it for Playwright.
import { run } from './run.mjs';

const port = process.argv[2] ?? '4300';
// Further arguments are build env as KEY=VALUE, e.g. VITE_IDLE_WATCHER1_MS=off.
const extraEnv = Object.fromEntries(
  process.argv
    .slice(3)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const env = { VITE_API_MOCK: 'true', ...extraEnv };
const built = await run(
  'npx',
  ['vite', 'build', '--outDir', `dist-e2e-${port}`, '--logLevel', 'warn'],
  {
    env,
  },
);
if (built !== 0) process.exit(built);
process.exit(
  await run(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      `dist-e2e-${port}`,
      '--port',
      port,
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    {
      env,
    },
  ),
);
