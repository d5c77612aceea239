import { mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { makePrivateDataDir } from './private-data-dir.ts';

const scratch: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'praxis-private-'));
  scratch.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every path under `dir`, the directory itself first. */
function walk(dir: string): string[] {
  return [
    dir,
    ...readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  ];
}

describe('the embedded database directory', () => {
  it('is created for the server’s user alone, with every database file private', async () => {
    const dataDir = join(newDir(), 'pglite');
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(modeOf(dataDir)).toBe(0o700);
    const opened = walk(dataDir).filter((path) => (statSync(path).mode & 0o077) !== 0);
    expect(opened).toEqual([]);
    // A new database on disk: initdb and every migration, each commit flushed (decision O2).
  }, 180_000);

  it('tightens what an earlier version left world-readable', () => {
    const dataDir = newDir();
    mkdirSync(join(dataDir, 'base'), { mode: 0o755 });
    writeFileSync(join(dataDir, 'base', 'users'), 'hashes', { mode: 0o666 });
    makePrivateDataDir(dataDir);
    expect([
      modeOf(dataDir),
      modeOf(join(dataDir, 'base')),
      modeOf(join(dataDir, 'base', 'users')),
    ]).toEqual([0o700, 0o700, 0o600]);
  });
});
