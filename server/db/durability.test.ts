import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './database.ts';

const scratch: string[] = [];
const open: OpenDatabase[] = [];
afterEach(async () => {
  for (const database of open.splice(0)) await database.close();
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function openOnDisk(durable?: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'praxis-durable-'));
  scratch.push(dir);
  const fsyncs = { count: 0 };
  const database = await openDatabase({
    dataDir: join(dir, 'pglite'),
    ...(durable === undefined ? {} : { durable }),
    onFsync: () => void fsyncs.count++,
  });
  open.push(database);
  return { database, fsyncs };
}

const setting = async (database: OpenDatabase, name: 'fsync' | 'wal_sync_method') =>
  (await sql<Record<string, string>>`show ${sql.raw(name)}`.execute(database.db)).rows[0]?.[name];

describe('the embedded database’s durability', () => {
  it('runs PostgreSQL with fsync on by default, and a commit reaches the disk through fsync', async () => {
    const { database, fsyncs } = await openOnDisk();
    expect(await setting(database, 'fsync')).toBe('on');
    expect(await setting(database, 'wal_sync_method')).toBe('fsync');
    const before = fsyncs.count;
    await sql`create table durable_probe (n int)`.execute(database.db);
    await sql`insert into durable_probe values (1)`.execute(database.db);
    expect(fsyncs.count).toBeGreaterThan(before);
  }, 180_000);

  it('turns fsync off only when the clinic chooses speed (durable: false)', async () => {
    const { database, fsyncs } = await openOnDisk(false);
    expect(await setting(database, 'fsync')).toBe('off');
    const before = fsyncs.count;
    await sql`create table fast_probe (n int)`.execute(database.db);
    await sql`insert into fast_probe values (1)`.execute(database.db);
    expect(fsyncs.count).toBe(before);
  }, 180_000);
});
