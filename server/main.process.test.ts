import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { originOf, spawnMain as spawnMainProcess, type MainProcess } from './test/main-process.ts';

/** The process checks run on the embedded database: its data directory is what they are about. */
const root = mkdtempSync(join(tmpdir(), 'praxis-process-'));
const dataDir = join(root, 'pglite');
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Main extends MainProcess {
  origin: string;
}

/** The main process on this file's data directory, on the embedded database. */
const spawnMain = (env: Record<string, string> = {}, ipc = false) =>
  spawnMainProcess(
    { PRAXIS_DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', DATABASE_SCHEMA: '', ...env },
    ipc,
  );

/** Starts it and waits for the address its log line (stdout) gives. */
async function startMain(env: Record<string, string> = {}, ipc = false): Promise<Main> {
  const started = spawnMain(env, ipc);
  return { ...started, origin: await originOf(started, 'stdout') };
}

async function stop(main: Main) {
  if (main.child.exitCode === null) main.child.kill('SIGTERM');
  return main.exited;
}

describe('one server per data directory', () => {
  it('refuses a second server on the same data directory with one line naming the first one’s PID', async () => {
    const first = await startMain();
    try {
      const second = spawnMain();
      expect(await second.exited).toBe(1);
      const said = second.stderr().trim();
      expect(said.split('\n')).toHaveLength(1);
      expect(said).toContain(`already in use by another Praxis server (PID ${first.child.pid})`);
      // The first one still serves.
      expect((await fetch(`${first.origin}/healthz`)).status).toBe(200);
    } finally {
      expect(await stop(first)).toBe(0);
    }
  }, 240_000);
});

describe('a clean stop', () => {
  it('exits on SIGTERM within the 10 s deadline while a browser keeps a keep-alive connection open', async () => {
    const main = await startMain();
    const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    await new Promise<void>((resolve, reject) => {
      get(`${main.origin}/healthz`, { agent }, (response) => {
        response.resume();
        response.on('end', resolve);
      }).on('error', reject);
    });
    expect(Object.keys(agent.freeSockets)).toHaveLength(1);
    const signalled = performance.now();
    main.child.kill('SIGTERM');
    expect(await main.exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(10_000);
    agent.destroy();
  }, 240_000);

  it('stops when the process that started it (npm start) goes away', async () => {
    const main = await startMain({}, true);
    main.child.disconnect();
    expect(await main.exited).toBe(0);
    expect(main.stdout()).toContain('parent exited');
  }, 240_000);
});

describe('what an operator reads', () => {
  it('writes only JSON log lines on stdout, the banner with the address going to stderr', async () => {
    const main = await startMain();
    await fetch(`${main.origin}/healthz`);
    expect(await stop(main)).toBe(0);
    const lines = main.stdout().split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(main.stderr()).toContain(`Praxis is running at ${main.origin}/`);
  }, 240_000);

  it('refuses to start on a disk below the free-space floor, saying which setting and what to do', async () => {
    const refused = spawnMain({ PRAXIS_MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) });
    expect(await refused.exited).toBe(1);
    const said = refused.stderr().trim();
    expect(said.split('\n')).toHaveLength(1);
    expect(said).toMatch(
      /^Praxis did not start: the disk holding .* MB free, less than PRAXIS_MIN_FREE_DISK_MB/,
    );
    expect(said).toContain('Free some space');
  }, 120_000);

  it('says in one line, with no stack trace, when the data directory cannot be made', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    const refused = spawnMain({ PRAXIS_DATA_DIR: join(file, 'pglite') });
    expect(await refused.exited).toBe(1);
    const said = refused.stderr().trim();
    expect(said.split('\n')).toHaveLength(1);
    expect(said).toMatch(/^Praxis did not start: /);
    expect(said).not.toMatch(/\n\s+at /);
  }, 120_000);
});
