#!/usr/bin/env node
// Runs `npm start` for the server e2e: its own port, build directory and a fresh data directory,
// removed again when Playwright stops the server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.argv[2] ?? '4314';
const dataDir = mkdtempSync(join(tmpdir(), `praxis-e2e-${port}-`));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    PRAXIS_DATA_DIR: dataDir,
    PRAXIS_BUILD_DIR: `dist-e2e-${port}`,
    PRAXIS_PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // A long first wait, so the sign-in-limits spec sees the 429 however slow the browser is.
    PRAXIS_SIGNIN_BASE_DELAY_S: '60',
    // Short access tokens, so the tab-refresh spec reaches a refresh before the idle watchers.
    PRAXIS_ACCESS_TOKEN_TTL_S: '600',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  process.exit(code ?? (signal ? 1 : 0));
});
