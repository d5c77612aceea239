import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openPglite } from './database.ts';
import type { EmbeddedDatabase } from './pglite-thread.ts';

const scratch: string[] = [];
const open: EmbeddedDatabase[] = [];
afterEach(async () => {
  for (const pglite of open.splice(0)) await pglite.close();
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The embedded database on disk as `openDatabase` opens it (before its migrations). */
async function openOnDisk(durable?: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'praxis-durable-'));
  scratch.push(dir);
  const fsyncs = { count: 0 };
  const pglite = await openPglite({
    dataDir: join(dir, 'pglite'),
    ...(durable === undefined ? {} : { durable }),
    onFsync: () => void fsyncs.count++,
  });
  open.push(pglite);
  return { pglite, fsyncs };
}

const setting = async (pglite: EmbeddedDatabase, name: 'fsync' | 'wal_sync_method') =>
  (await pglite.query<Record<string, string>>(`show ${name}`)).rows[0]?.[name];

describe('the embedded database’s durability', () => {
  it('runs PostgreSQL with fsync on by default, and a commit reaches the disk through fsync', async () => {
    const { pglite, fsyncs } = await openOnDisk();
    expect(await setting(pglite, 'fsync')).toBe('on');
    expect(await setting(pglite, 'wal_sync_method')).toBe('fsync');
    await pglite.query('create table durable_probe (n int)');
    const before = fsyncs.count;
    await pglite.query('insert into durable_probe values (1)');
    expect(fsyncs.count).toBeGreaterThan(before);
  }, 120_000);

  it('turns fsync off only when the clinic chooses speed (durable: false)', async () => {
    const { pglite, fsyncs } = await openOnDisk(false);
    expect(await setting(pglite, 'fsync')).toBe('off');
    await pglite.query('create table fast_probe (n int)');
    const before = fsyncs.count;
    await pglite.query('insert into fast_probe values (1)');
    expect(fsyncs.count).toBe(before);
  }, 120_000);

  it('is durable unless PRAXIS_DATABASE_FSYNC=off, and refuses a value that is neither', () => {
    expect(loadConfig({}).databaseFsync).toBe(true);
    expect(loadConfig({ PRAXIS_DATABASE_FSYNC: 'off' }).databaseFsync).toBe(false);
    expect(() => loadConfig({ PRAXIS_DATABASE_FSYNC: 'fast' })).toThrow(
      'PRAXIS_DATABASE_FSYNC must be on or off',
    );
  });
});
