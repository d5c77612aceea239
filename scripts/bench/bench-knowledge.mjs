#!/usr/bin/env node
// Knowledge and literature search on the real server (issue 12): server/main.ts on embedded PGlite
// in a temporary folder, the seeded demo clinic and the whole shipped knowledge base, asked over
// loopback HTTP with the demo clinician's bearer token, one request at a time.
// (1) Knowledge search: KNOWLEDGE_QUERIES (words, phrases, prefixes being typed, abbreviations and
//     codes, queries that find nothing) each asked `repeats` times after one unmeasured warm-up
//     pass; median and p95 of the whole answer's time.
// (2) Literature search: PubMed and Europe PMC are the loopback stubs of
//     scripts/stubs/literature-stubs.mjs (recorded answers, no delay). Praxis's own time in a
//     search is what lies outside the window in which the stubs work (literature-overhead.mjs says
//     how, and how PubMed's deliberate rate-limit spacing is kept out of it). The server's memory of
//     answers would hide work (ESummary's URL repeats across queries), so this server keeps
//     answers for 1 ms and every query is distinct. A second server, with the default 10-minute
//     memory, times a repeated search (every outside answer from memory).
// `npm run bench` calls measureKnowledge() with its production build. Alone:
// `node scripts/bench/bench-knowledge.mjs [--dir <prod build>] [--repeats 5]` (without --dir it
// serves a placeholder page: only the API is measured), prints the figures and writes
// reports/bench-knowledge.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLiteratureStubs } from '../stubs/literature-stubs.mjs';
import { KNOWLEDGE_QUERIES } from './knowledge-queries.mjs';
import { literatureCached, literatureOverhead, timed } from './literature-overhead.mjs';
import { DEMO, startServer } from './real-server.mjs';
import { figure, median, printFigures } from './report.mjs';

/** The page searches when the clinician submits: half of the 100 ms that feels instant. */
const KNOWLEDGE_P95_BUDGET_MS = 50;
/** What Praxis adds to the outside services' own time (theirs is ~0.3–1 s on the internet). */
const OVERHEAD_P95_BUDGET_MS = 100;
/** A repeated search never leaves the server: as quick as a knowledge search. */
const CACHED_P95_BUDGET_MS = 50;
const LITERATURE_QUERIES = 60;
const API = '/backend/api';

/** Nearest-rank percentile of numbers. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);

/** Starts the real server with these extra variables (startServer passes process.env on). */
async function serverWith(staticDir, label, env) {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await startServer(staticDir, label);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

async function signIn(origin) {
  const response = await fetch(`${origin}${API}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { access_token: token } = await response.json();
  if (!token) throw new Error(`demo sign-in answered ${response.status}`);
  return { authorization: `Bearer ${token}` };
}

async function knowledgeSearch(origin, headers, repeats) {
  const ask = (q) =>
    timed(`${origin}${API}/knowledge/search?q=${encodeURIComponent(q)}`, { headers });
  const hits = {};
  for (const q of KNOWLEDGE_QUERIES) {
    const answer = await ask(q);
    if (answer.status !== 200) throw new Error(`knowledge search answered ${answer.status}`);
    hits[q] = JSON.parse(answer.body).hits.length;
  }
  const samples = [];
  // Query by query within a round, round after round: the machine's drifts fall on every query.
  for (let round = 0; round < repeats; round += 1) {
    for (const q of KNOWLEDGE_QUERIES) samples.push({ q, ms: (await ask(q)).ms });
  }
  return { hits, samples };
}

/** Median and p95 figures of `values` (ms) under `name`, the p95 against `budget`. */
function pushSpread(figures, name, values, budget, reason = '') {
  const none = values.length === 0;
  figures.push(
    figure(
      `${name}, median of ${values.length}`,
      none ? null : round(median(values)),
      'ms',
      null,
      reason,
    ),
  );
  figures.push(
    figure(
      `${name}, p95 of ${values.length}`,
      none ? null : round(percentile(values, 95)),
      'ms',
      budget,
      reason,
    ),
  );
}

/**
 * Measures knowledge search and literature search overhead on the real server serving `staticDir`
 * (a production build); pushes its lines onto `figures` and its samples onto `details.knowledge`.
 */
export async function measureKnowledge(staticDir, { figures, details, repeats = 5 }) {
  const stubs = await startLiteratureStubs();
  const env = {
    PRAXIS_PUBMED_URL: stubs.pubmedUrl,
    PRAXIS_EUROPEPMC_URL: stubs.europePmcUrl,
    // Europe PMC's limiter out of the way; PubMed's is capped at 3/s (see literature-overhead.mjs).
    PRAXIS_EUROPEPMC_REQUESTS_PER_SECOND: '100000',
    // One member asks for every sample: the per-member limit (30 a minute) out of the way too.
    PRAXIS_LITERATURE_MEMBER_REQUESTS_PER_MINUTE: '100000',
  };
  const report = { server: 'server/main.ts, PGlite, seeded demo clinic, loopback stubs', repeats };
  try {
    const fresh = await serverWith(staticDir, 'bench-knowledge', {
      ...env,
      PRAXIS_LITERATURE_CACHE_TTL_MS: '1',
    });
    try {
      const headers = await signIn(fresh.origin);
      report.knowledge = await knowledgeSearch(fresh.origin, headers, repeats);
      report.literature = await literatureOverhead(
        fresh.origin,
        headers,
        stubs,
        LITERATURE_QUERIES,
      );
    } finally {
      await fresh.stop();
    }
    const cached = await serverWith(staticDir, 'bench-literature-cache', env);
    try {
      report.cached = await literatureCached(
        cached.origin,
        await signIn(cached.origin),
        LITERATURE_QUERIES,
      );
    } finally {
      await cached.stop();
    }
  } catch (error) {
    report.error = error.message;
  } finally {
    await stubs.close();
  }
  details.knowledge = report;
  const why = report.error ?? '';
  const entries = report.knowledge ? `${KNOWLEDGE_QUERIES.length} queries × ${repeats}` : 'not run';
  const literature = report.literature ?? [];
  const of = (key) => literature.map((sample) => sample[key]);
  const lines = [
    [
      `knowledge search (${entries})`,
      report.knowledge?.samples.map((s) => s.ms) ?? [],
      KNOWLEDGE_P95_BUDGET_MS,
    ],
    [
      'literature search, Praxis’s own time over the stubs',
      of('overheadMs'),
      OVERHEAD_P95_BUDGET_MS,
    ],
    ['  the whole search through Praxis, uncached', of('praxisMs'), null],
    ['  of it, PubMed’s rate-limit spacing (3/s)', of('spacingMs'), null],
    ['  the stubs’ own service time', of('stubMs'), null],
    ['literature search, every answer cached', report.cached ?? [], CACHED_P95_BUDGET_MS],
  ];
  for (const [name, values, budget] of lines) pushSpread(figures, name, values, budget, why);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { option } = await import('./cli.mjs');
  const repeats = Math.max(3, Number(option('--repeats', process.env.BENCH_RUNS)) || 5);
  let dir = option('--dir', null);
  let placeholder = null;
  if (!dir) {
    placeholder = mkdtempSync(join(tmpdir(), 'praxis-bench-knowledge-static-'));
    writeFileSync(join(placeholder, 'index.html'), '<!doctype html><title>Praxis bench</title>\n');
    dir = placeholder;
  }
  const figures = [];
  const details = {};
  try {
    await measureKnowledge(dir, { figures, details, repeats });
  } finally {
    if (placeholder) rmSync(placeholder, { recursive: true, force: true });
  }
  const machine = {
    cpus: cpus().length,
    loadAverage1m: Math.round(loadavg()[0] * 10) / 10,
    node: process.version,
  };
  console.log(
    `\nKnowledge and literature search: loopback, sequential requests; ${machine.cpus} CPUs, ` +
      `load average ${machine.loadAverage1m} (timings are noisy under load).\n`,
  );
  printFigures(figures);
  mkdirSync('reports', { recursive: true });
  const report = { generatedAt: new Date().toISOString(), machine, figures, details };
  writeFileSync('reports/bench-knowledge.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWrote reports/bench-knowledge.json');
}
