#!/usr/bin/env node
// Runs `npm start` for the server e2e: its own port, build directory and a fresh data directory,
// removed again when Playwright stops the server. E2E_DATA_DIR (set by playwright.server.config.ts)
// names that directory, so a test can read the embedded outbox (`<E2E_DATA_DIR>/outbox/*.eml`);
// without it, a temporary directory is made.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LITERATURE_STUB_ENV } from './support/literature-stub-ports.mjs';
import { TRANSCRIPTION_STUB_ENV } from './support/transcription-stub-port.mjs';

const port = process.argv[2] ?? '4314';
const rootDir = process.env.E2E_DATA_DIR
  ? resolve(process.env.E2E_DATA_DIR)
  : mkdtempSync(join(tmpdir(), `praxis-e2e-${port}-`));
// Fresh on every run: nothing an earlier run left (patients, mails) may leak into this one.
rmSync(rootDir, { recursive: true, force: true, maxRetries: 3 });
mkdirSync(rootDir, { recursive: true, mode: 0o700 });
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    PRAXIS_DATA_DIR: join(rootDir, 'pglite'),
    // Inside the run's directory (by default the outbox is the data directory's sibling).
    PRAXIS_MAIL_OUTBOX_DIR: join(rootDir, 'outbox'),
    PRAXIS_SMTP_URL: '',
    PRAXIS_BUILD_DIR: `dist-e2e-${port}`,
    PRAXIS_PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // A long first wait, so the sign-in-limits spec sees the 429 however slow the browser is.
    PRAXIS_SIGNIN_BASE_DELAY_S: '60',
    // Short access tokens, so the tab-refresh spec reaches a refresh before the idle watchers.
    PRAXIS_ACCESS_TOKEN_TTL_S: '600',
    // Reminders are looked for every 2 s, so the reminders spec sees its mails without waiting a minute.
    PRAXIS_REMINDERS_EVERY_S: '2',
    // PubMed and Europe PMC are loopback stubs the literature spec starts (never the internet).
    ...LITERATURE_STUB_ENV,
    // Speech-to-text is the OpenAI-compatible loopback stub the speech spec starts.
    ...TRANSCRIPTION_STUB_ENV,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  rmSync(rootDir, { recursive: true, force: true, maxRetries: 3 });
  process.exit(code ?? (signal ? 1 : 0));
});
