// Builds a bundle into its own folder and serves it with `vite preview` on a free loopback port.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { run } from '../run.mjs';

const VITE = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

/** `--config <file>` when a build or preview is not the app's own (the bench's floor forms). */
const configArgs = (config) => (config ? ['--config', config] : []);

/** Vite build with a manifest (to tell mock-only chunks apart); resolves the exit code. */
export function build(outDir, env, { config } = {}) {
  return run(
    process.execPath,
    [
      VITE,
      'build',
      ...configArgs(config),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { env },
  );
}

export function readManifest(outDir) {
  return JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `vite preview` (gzip, SPA fallback); resolves { origin, stop } once /login answers. */
export async function preview(outDir, env, { config } = {}) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      VITE,
      'preview',
      ...configArgs(config),
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { stdio: 'ignore', env: { ...process.env, ...env } },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/login`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  stop();
  throw new Error(`vite preview of ${outDir} did not answer on ${origin}`);
}
