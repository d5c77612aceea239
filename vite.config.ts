/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { SERVER_TEST_DIRS } from './scripts/engine-dependent-tests.mjs';
import { precompressBuild } from './scripts/precompress.ts';
import { prerenderSignInPage } from './scripts/prerender-plugin.ts';
import { productChunkGroups } from './scripts/product-chunks.ts';
import { MOCK_WORKER_SCRIPTS } from './src/mocks/mock-worker.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The mock API's service worker scripts ship only in builds that use the mock API: a production
 * build served by the real server must not carry a script that can answer API calls (decision
 * H8). Storybook (its own iframe.html input) keeps them for its stories.
 */
function mockWorkerOnlyWithMockApi(): Plugin {
  let drop: (() => void) | undefined;
  return {
    name: 'praxis:mock-worker-only-with-mock-api',
    apply: 'build',
    configResolved(config) {
      const appBuild = config.build.rollupOptions.input === undefined;
      if (!appBuild || config.env.VITE_API_MOCK === 'true') return;
      const outDir = resolve(config.root, config.build.outDir);
      drop = () => {
        for (const url of MOCK_WORKER_SCRIPTS) rmSync(resolve(outDir, `.${url}`), { force: true });
      };
    },
    closeBundle() {
      drop?.();
    },
  };
}

export default defineConfig({
  plugins: [react(), mockWorkerOnlyWithMockApi(), prerenderSignInPage(), precompressBuild()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // Chakra's theme entry builds its whole default config with `defineConfig` (an identity
      // function). Once the recipes of on-demand overlays sit in their own chunks, the call is no
      // longer inlined and dropped by the minifier, and would keep every Chakra recipe (≈ 11 kB).
      treeshake: { manualPureFunctions: ['defineConfig'] },
      // Issue 35: the UI kit in one chunk instead of dozens (scripts/product-chunks.ts). A group
      // that leaves its modules' imports where they are needs the strict order: without it the
      // grouped modules ran before their imports ("t is not a function" at start-up).
      output: { codeSplitting: productChunkGroups(root), strictExecutionOrder: true },
    },
  },
  // Declared up front so the Storybook test run never reloads mid-run to optimise a late discovery.
  optimizeDeps: {
    include: [
      '@chakra-ui/react',
      '@emotion/react',
      '@mswjs/data',
      '@xstate/react',
      '@zag-js/dismissable',
      'jwt-decode',
      'ky',
      'lucide-react',
      'mermaid',
      'react',
      'react-dom',
      'react-dom/client',
      'rosetta',
      'wouter',
      'xstate',
      'zod',
    ],
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    // Vitest's default is one worker less than the cores: one on this 2-core machine. Two halve
    // the server suite's time (5 min -> 3 min 21 s alone; docs/decisions.md, "Test run time").
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'common/**/*.test.ts'],
          exclude: ['tests/contract/**'],
          setupFiles: ['tests/setup.ts'],
          restoreMocks: true,
          // One module graph per worker instead of a fresh one per file (1.5 min instead of 12 of
          // module loading); tests/setup.ts resets what outlives a file: the mock API's stores,
          // the read cache, web storage.
          isolate: false,
          // A time limit catches a hang, not slowness (speed is budgeted by `npm run bench`). Page
          // tests render whole clinical pages in jsdom: up to 15 s each on this 2-core machine
          // while another process keeps both cores busy (issue 37), three times a quiet run.
          testTimeout: 45_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // The contract suite runs the MSW mocks and the server side by side; it lives outside server/
          // because the server never imports the SPA.
          // The PostgreSQL pass picks its files from the same folders (engine-dependent-tests.mjs).
          include: SERVER_TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`),
          // Migrates one PGlite database per run; each test server starts from a copy of it.
          globalSetup: ['server/test/global-setup.ts'],
          pool: 'forks',
          // One module graph per worker: each file starts its own test servers and databases,
          // and nothing the server keeps in a module outlives them (the contract suite's mock
          // target resets the mock API when it starts).
          isolate: false,
          // Files run side by side: on PGlite every test server has its own in-memory database; on
          // PostgreSQL a schema each, migrated one at a time under SCHEMA_CHANGE_LOCK (so the
          // extensions they share in public are never created twice at once).
          // A hang, not slowness: the heaviest files (key rotation, restarts, data directories,
          // PGlite migrated from nothing) took up to 30 s a test under load, 15 s quiet.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        test: {
          name: 'storybook',
          // One page for every story file instead of a fresh one per file: each fresh page loaded
          // the preview, the providers and the mock API again (≈ 8 s of the run's setup per file,
          // 918 s in all). Storybook renders each story into a clean root with its own handlers.
          isolate: false,
          // Each story is rendered, played and checked with axe; the session-flow simulations
          // (a diagram and an event log re-drawn on every simulated tick) took 10 s alone on a
          // quiet 2-core machine and passed 15 s beside the unit suite.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
