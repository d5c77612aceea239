/**
 * A second e2e build with watcher 1 disabled by configuration, so watcher 2's modal at 28 minutes
 * can be reached (decision 3: with the spec's constants watcher 1 ends the session at 15).
 */
const appPort = Number(process.env.E2E_PORT ?? 4300);
const port = appPort + 1000;

export const IDLE_WATCHER1_OFF_BUILD = {
  port,
  origin: `http://127.0.0.1:${port}`,
  /** Passed to scripts/serve-e2e.mjs as build env. */
  env: 'VITE_IDLE_WATCHER1_MS=off',
} as const;
