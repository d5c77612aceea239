#!/usr/bin/env node
// Patient search at 100 000 patients in one clinic (CLINICAL.md decision 7): the server's own
// query path (listPatients through a TenantDb) timed over exact and misspelt names, MRNs, birth
// dates and 1–3 letter prefixes, on PGlite and on PostgreSQL (DATABASE_URL, else a throw-away local
// cluster when PostgreSQL is installed, else skipped). Prints p50/p95 beside the budgets and
// writes reports/bench-search.json ({ figures, details }). Run alone: `node scripts/bench-search.mjs`.
// BENCH_SEARCH_PATIENTS (default 100 000) and BENCH_SEARCH_ROUNDS (default 10) size it.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { figure, printFigures } from './bench/report.mjs';
import { startLocalPostgres } from './bench/local-postgres.mjs';
import { benchPatients, benchQueries, loadPatients } from './bench/search-data.mjs';

const PATIENTS = Math.max(1_000, Number(process.env.BENCH_SEARCH_PATIENTS) || 100_000);
const ROUNDS = Math.max(10, Number(process.env.BENCH_SEARCH_ROUNDS) || 10);
const BUDGET_MS = { 'embedded PGlite': 50, PostgreSQL: 15 };
const TENANT = 'bench-clinic';
const PAGE = 25;
/** The key that seals a page's cursor: any 32 bytes for a bench (the server keeps its own). */
const CURSOR_KEY = randomBytes(32);

const server = (path) => tsImport(`../server/${path}`, import.meta.url);
const { openDatabase } = await server('db/database.ts');
const { tenantDb } = await server('db/tenant-db.ts');
const { listPatients } = await server('patients/patients.search.ts');
const { nameKeyOf, searchNameOf } = await server('patients/patients.repository.ts');
const { seededRandom } = await server('seed/random.ts');
const { NAME_POOLS } = await server('seed/people.ts');

const rows = benchPatients(PATIENTS, seededRandom(100_000), NAME_POOLS, searchNameOf, nameKeyOf);
const queries = benchQueries(rows, seededRandom(7));

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 100) / 100;

async function measure(label, options) {
  const database = await openDatabase(options);
  try {
    const loadStart = performance.now();
    await loadPatients(database.db, TENANT, rows, new Date());
    const loadS = round((performance.now() - loadStart) / 1000);
    const clinic = tenantDb(database.db, TENANT);
    const search = async (q) => {
      const started = performance.now();
      const page = await listPatients(clinic, { q, limit: PAGE }, CURSOR_KEY);
      return { ms: performance.now() - started, found: page.patients.length };
    };
    for (const { q } of queries) await search(q); // warm-up: caches, plans, JIT
    const samples = [];
    const byKind = {};
    for (let r = 0; r < ROUNDS; r += 1) {
      for (const { kind, q } of queries) {
        const { ms, found } = await search(q);
        samples.push(ms);
        (byKind[kind] ??= { runs: [], found: {} }).runs.push(ms);
        byKind[kind].found[q] = found;
      }
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const kinds = Object.fromEntries(
      Object.entries(byKind).map(([kind, { runs, found }]) => {
        const s = [...runs].sort((a, b) => a - b);
        return [
          kind,
          {
            p50: round(percentile(s, 50)),
            p95: round(percentile(s, 95)),
            max: round(s.at(-1)),
            found,
          },
        ];
      }),
    );
    const prefix = `patient search, ${PATIENTS.toLocaleString('en')} patients (${label})`;
    return {
      figures: [
        figure(`${prefix} p50`, round(percentile(sorted, 50)), 'ms'),
        figure(`${prefix} p95`, round(percentile(sorted, 95)), 'ms', BUDGET_MS[label]),
        figure(`  load (${label}, INSERT … SELECT FROM unnest + ANALYZE)`, loadS, 's'),
      ],
      details: { runs: samples.length, kinds },
    };
  } finally {
    await database.close();
  }
}

async function onPostgres() {
  if (process.env.DATABASE_URL) {
    const schema = `praxis_bench_search_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    try {
      return await measure('PostgreSQL', {
        databaseUrl: process.env.DATABASE_URL,
        schema,
        dataDir: 'memory://',
      });
    } finally {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  }
  const local = await startLocalPostgres();
  if (!local.url) return { skipped: `no DATABASE_URL and no local PostgreSQL (${local.reason})` };
  try {
    return await measure('PostgreSQL', { databaseUrl: local.url, dataDir: 'memory://' });
  } finally {
    local.stop();
  }
}

// The machine is shared: the 1-minute load average before and after says how far to trust it.
const load = () => loadavg().map((l) => Math.round(l * 100) / 100);
console.log(
  `Patient search: ${PATIENTS} patients, ${queries.length} queries × ${ROUNDS} rounds after a warm-up…`,
);
const figures = [];
const details = { patients: PATIENTS, page: PAGE, queries, loadBefore: load() };
const pglite = await measure('embedded PGlite', { dataDir: 'memory://' });
figures.push(...pglite.figures);
details.pglite = pglite.details;
const postgres = await onPostgres();
if (postgres.skipped) {
  figures.push(
    figure(`patient search p95 (PostgreSQL)`, null, 'ms', BUDGET_MS.PostgreSQL, postgres.skipped),
  );
} else {
  figures.push(...postgres.figures);
  details.postgres = postgres.details;
}
printFigures(figures);
for (const [db, d] of [
  ['PGlite', details.pglite],
  ['PostgreSQL', details.postgres],
]) {
  if (!d) continue;
  const line = Object.entries(d.kinds)
    .map(([kind, k]) => `${kind} ${k.p50}/${k.p95}`)
    .join(', ');
  console.log(`  ${db} p50/p95 ms by kind: ${line}`);
}
details.loadAfter = load();
console.log(
  `  load average (1, 5, 15 min) before ${details.loadBefore.join(', ')}; after ${details.loadAfter.join(', ')}`,
);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench-search.json', `${JSON.stringify({ figures, details }, null, 2)}\n`);
