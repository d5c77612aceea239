// Issue 33: how many single-row commits per second the embedded database takes on this disk with
// fsync on (the default, decision O2) and off (PRAXIS_DATABASE_FSYNC=off). Runs alternate the two
// settings on fresh data directories; the figures are medians.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { median } from './report.mjs';

const { openPglite } = await tsImport('../../server/db/database.ts', import.meta.url);

/** Inserts one row per statement (each its own commit) for `ms`; inserts per second. */
async function insertsPerSecond(durable, ms) {
  const dir = mkdtempSync(join(tmpdir(), 'praxis-bench-writes-'));
  const pglite = await openPglite({ dataDir: join(dir, 'pglite'), durable });
  try {
    await pglite.exec('create table bench_writes (id serial primary key, body text not null)');
    let count = 0;
    const started = performance.now();
    while (performance.now() - started < ms) {
      await pglite.query('insert into bench_writes (body) values ($1)', [`row ${count}`]);
      count += 1;
    }
    return count / ((performance.now() - started) / 1000);
  } finally {
    await pglite.close();
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** { on, off }: median inserts/s of `runs` runs of `ms` each, fsync on and off alternated. */
export async function measureWriteThroughput({ runs = 3, ms = 2000 } = {}) {
  const on = [];
  const off = [];
  for (let run = 0; run < runs; run += 1) {
    on.push(await insertsPerSecond(true, ms));
    off.push(await insertsPerSecond(false, ms));
  }
  return { on: Math.round(median(on)), off: Math.round(median(off)), samples: { on, off } };
}
