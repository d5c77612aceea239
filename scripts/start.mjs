#!/usr/bin/env node
// `npm start`: builds the web app (no mock API) and runs the Praxis server, which serves it and
// the API on one port, on the embedded database (or PostgreSQL when DATABASE_URL is set).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { run } from './run.mjs';

const outDir = process.env.PRAXIS_BUILD_DIR ?? 'dist';
const built = await run('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
  env: { VITE_API_MOCK: 'false' },
});
if (built !== 0) process.exit(built);

// The IPC channel closes when this process ends, however it ends: the server then stops too.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, PORT: process.env.PORT ?? '4173', PRAXIS_STATIC_DIR: resolve(outDir) },
});
// The server drains in-flight requests and closes the database on these; pass them on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
