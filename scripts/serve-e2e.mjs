#!/usr/bin/env node
// Builds the production bundle with the MSW mock API and serves it for Playwright.
import { run } from './run.mjs';

const port = process.argv[2] ?? '4300';
const env = { VITE_API_MOCK: 'true' };
const built = await run('npx', ['vite', 'build', '--outDir', `dist-e2e-${port}`, '--logLevel', 'warn'], {
  env,
});
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
