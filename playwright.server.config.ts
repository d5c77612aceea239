import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { fakeMicrophoneArgs } from './e2e-server/support/fake-microphone.ts';

/** End-to-end against the real server (`npm start`: built app + API + embedded database), no MSW. */
const port = Number(process.env.E2E_SERVER_PORT ?? 4314);
// The server's data directory (database and mail outbox), made fresh by serve.mjs and removed when
// it stops; a known path, so the invitation spec can read the mailed link from the outbox. Set
// here, so the web server and the test workers agree on it.
process.env.E2E_DATA_DIR ??= resolve(`test-results/e2e-server-data-${port}`);
// The UTC date the run began, for the specs that book sessions some days back: counted from one
// date, two specs' days never meet when a run crosses midnight (e2e-server/support).
process.env.E2E_RUN_DAY ??= new Date().toISOString().slice(0, 10);

export default defineConfig({
  testDir: 'e2e-server',
  outputDir: 'test-results/e2e-server',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A hang, not slowness: a loaded 2-core machine doubles a test's time (docs/decisions.md).
  timeout: 120_000,
  // Each step here waits on the real server (a debounced autosave, then its request): under a
  // loaded CI machine 5 s was once too short for "Saved" to show (speech.spec.ts); the steps are
  // unchanged, only how long an expectation may wait.
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'reports/e2e-server.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    // No trace while the suite runs: recording one for every test (kept only for a failure) cost
    // about a quarter of each test's time, and CI shows only the printed output. To look into a
    // failure, run its spec with `--trace retain-on-failure` (docs/decisions.md, "Test run time").
    trace: 'off',
  },
  projects: [
    { name: 'server', testIgnore: /speech\.spec\.ts$/ },
    // Speech entry records from Chromium's fake microphone (an espeak-ng WAV the spec writes):
    // its own project, so only its browser has the microphone flags.
    {
      name: 'speech',
      testMatch: /speech\.spec\.ts$/,
      use: { launchOptions: chromiumLaunchOptions(fakeMicrophoneArgs()) },
    },
  ],
  webServer: {
    command: `node e2e-server/serve.mjs ${port}`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
