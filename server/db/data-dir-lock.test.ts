import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir, lockFileOf } from './data-dir-lock.ts';

const dataDir = () => join(mkdtempSync(join(tmpdir(), 'praxis-lock-')), 'pglite');

describe('the embedded data directory’s lock', () => {
  it('names this process while it holds the directory, and is gone once released', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it('refuses a directory another live process holds (a running server), naming it', () => {
    const dir = dataDir();
    writeFileSync(lockFileOf(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(dir)).toThrow(`open in process ${process.ppid}`);
    expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = dataDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockFileOf(dir), String(gone));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(String(process.pid));
    release();
  });
});
