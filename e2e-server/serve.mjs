#!/usr/bin/env node
// Runs `npm start` for the server e2e: its own port, build directory and a fresh data directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../scripts/run.mjs';

const port = process.argv[2] ?? '4314';
const dataDir = mkdtempSync(join(tmpdir(), `praxis-e2e-${port}-`));
console.log(`Server e2e data directory: ${dataDir}`);
process.exit(
  await run('node', ['scripts/start.mjs'], {
    env: {
      PORT: port,
      PRAXIS_DATA_DIR: dataDir,
      PRAXIS_BUILD_DIR: `dist-e2e-${port}`,
      PRAXIS_PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  }),
);
