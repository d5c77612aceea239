import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { writeMigratedTemplate } from '../test/pglite-template.ts';
import { openDatabase, openPglite } from './database.ts';
import { PGLITE_WORKER } from './pglite-thread.ts';
import type { PgliteThreadData } from './pglite-thread-messages.ts';

const dir = mkdtempSync(join(tmpdir(), 'praxis-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an in-memory database opened from a seed (the test servers’ migrated template)', () => {
  const file = join(dir, 'template.tar');
  let written: Promise<void> | undefined;
  const template = async () => {
    written ??= writeMigratedTemplate(file);
    await written;
    return readFileSync(file);
  };

  /** Opens the seed's database, keeping what the thread was given; resolves with its tables. */
  async function openWith(seed: Uint8Array) {
    let given: PgliteThreadData | undefined;
    const pglite = await openPglite({ dataDir: 'memory://', dataDirSeed: seed }, (workerData) => {
      given = workerData;
      return new Worker(PGLITE_WORKER, { workerData });
    });
    try {
      const { rows } = await pglite.query<{ count: number }>(
        "select count(*)::int as count from pg_tables where tablename = 'tenants'",
      );
      return { given: given?.dataDirSeed, tenantsTables: rows[0]?.count };
    } finally {
      await pglite.close();
    }
  }

  it('starts from the seed’s data directory: its tables are there and no migration runs again', async () => {
    await template();
    const empty = await openDatabase({ dataDir: 'memory://' });
    await empty.close();

    const seeded = await openDatabase({
      dataDir: 'memory://',
      dataDirSeed: readFileSync(file),
    });
    try {
      expect(empty.migrations.length).toBeGreaterThan(0);
      expect(seeded.migrations).toEqual([]);
      const { rows } = await sql<{
        count: number;
      }>`select count(*)::int as count from tenants`.execute(seeded.db);
      expect(rows[0]?.count).toBe(0);
    } finally {
      await seeded.close();
    }
  });

  it('gives the thread only the seed’s own bytes when it lies inside a larger buffer (a dump in a backup), and shared bytes as they are', async () => {
    const bytes = await template();
    const backup = new Uint8Array(bytes.byteLength + 1024);
    backup.set(bytes, 512);
    const inside = await openWith(backup.subarray(512, 512 + bytes.byteLength));
    expect(inside.tenantsTables).toBe(1);
    expect(inside.given?.buffer.byteLength).toBe(bytes.byteLength);

    const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
    shared.set(bytes);
    const fromShared = await openWith(shared);
    expect(fromShared.tenantsTables).toBe(1);
    expect(fromShared.given).toBe(shared);
  });

  it('refuses a seed for a data directory on disk, which it would overwrite', async () => {
    await expect(
      openDatabase({ dataDir: join(dir, 'pglite'), dataDirSeed: new Uint8Array() }),
    ).rejects.toThrow('a data directory seed is for memory:// only');
  });
});
