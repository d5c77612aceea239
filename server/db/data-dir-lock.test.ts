import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, lockPathOf } from './data-dir-lock.ts';

const scratch: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'praxis-lock-'));
  scratch.push(dir);
  return join(dir, 'pglite');
};
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('writes the holder’s PID beside the directory and removes it on release', () => {
    const dataDir = newDataDir();
    const lock = lockDataDir(dataDir, { pid: 4242 });
    expect(readFileSync(lockPathOf(dataDir), 'utf8').trim()).toBe('4242');
    lock.release();
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
  });

  it('refuses a second holder while the first one’s process lives, naming its PID', () => {
    const dataDir = newDataDir();
    lockDataDir(dataDir, { pid: 4242 });
    const second = () => lockDataDir(dataDir, { pid: 5353, alive: (pid) => pid === 4242 });
    expect(second).toThrow(DataDirInUseError);
    expect(second).toThrow(/already in use by another Praxis server \(PID 4242\)/);
    expect(readFileSync(lockPathOf(dataDir), 'utf8').trim()).toBe('4242');
  });

  it('takes over a lock left by a process that is gone (a crash), with nothing to clean by hand', () => {
    const dataDir = newDataDir();
    writeFileSync(lockPathOf(dataDir), '4242\n');
    const lock = lockDataDir(dataDir, { pid: 5353, alive: () => false });
    expect(readFileSync(lockPathOf(dataDir), 'utf8').trim()).toBe('5353');
    lock.release();
  });

  it('takes over a lock file whose content is not a PID', () => {
    const dataDir = newDataDir();
    writeFileSync(lockPathOf(dataDir), 'garbage');
    const lock = lockDataDir(dataDir, { pid: 5353, alive: () => true });
    expect(readFileSync(lockPathOf(dataDir), 'utf8').trim()).toBe('5353');
    lock.release();
  });

  it('does not remove a lock another holder took after this one’s release', () => {
    const dataDir = newDataDir();
    const first = lockDataDir(dataDir, { pid: 4242 });
    rmSync(lockPathOf(dataDir));
    writeFileSync(lockPathOf(dataDir), '5353\n');
    first.release();
    expect(readFileSync(lockPathOf(dataDir), 'utf8').trim()).toBe('5353');
  });
});
