import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { writeMigratedTemplate } from '../test/pglite-template.ts';
import { openDatabase } from './database.ts';

const dir = mkdtempSync(join(tmpdir(), 'praxis-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an in-memory database opened from a seed (the test servers’ migrated template)', () => {
  it('starts from the seed’s data directory: its tables are there and no migration runs again', async () => {
    const file = join(dir, 'template.tar');
    await writeMigratedTemplate(file);
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

  it('refuses a seed for a data directory on disk, which it would overwrite', async () => {
    await expect(
      openDatabase({ dataDir: join(dir, 'pglite'), dataDirSeed: new Uint8Array() }),
    ).rejects.toThrow('a data directory seed is for memory:// only');
  });
});
