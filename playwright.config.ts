import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { E2E_OIDC_BUILD_ENV } from './e2e/support/oidc-settings.ts';

const port = Number(process.env.E2E_PORT ?? 4300);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A hang, not slowness: a loaded 2-core machine doubles a test's time (docs/decisions.md).
  timeout: 60_000,
  // How long an expectation may wait for the page: 5 s was too short for the header's first
  // paint beside the unit suite on a loaded 2-core machine (idle.spec.ts, once). The steps and
  // the fake clock are unchanged.
  expect: { timeout: 10_000 },
  // The external sign-in's OpenID provider, on loopback for the whole run.
  globalSetup: './e2e/support/oidc-global-setup.ts',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'reports/e2e.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    // No trace while the suite runs: recording one for every test (kept only for a failure) cost
    // about a quarter of each test's time, and CI shows only the printed output. To look into a
    // failure, run its spec with `--trace retain-on-failure` (docs/decisions.md, "Test run time").
    trace: 'off',
  },
  webServer: [
    {
      command: `node scripts/serve-e2e.mjs ${port}`,
      url: `http://127.0.0.1:${port}/login`,
      reuseExistingServer: false,
      env: E2E_OIDC_BUILD_ENV,
      timeout: 120_000,
    },
  ],
});
