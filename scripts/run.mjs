import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

/**
 * Runs a command; resolves with its exit code. Output is inherited, or written to `options.log`
 * (a file path) when runners go side by side and their lines must not interleave.
 */
export function run(command, args, options = {}) {
  const { log, ...spawnOptions } = options;
  return new Promise((resolve) => {
    const out = log ? createWriteStream(log) : undefined;
    const child = spawn(command, args, {
      stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...spawnOptions,
      env: { ...process.env, ...spawnOptions.env },
    });
    child.stdout?.pipe(out, { end: false });
    child.stderr?.pipe(out, { end: false });
    const done = (code) => (out ? out.end(() => resolve(code)) : resolve(code));
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}
