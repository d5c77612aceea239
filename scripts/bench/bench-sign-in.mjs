// Issue 13: Praxis's /login and first product page against two floor forms the bench builds itself
// (scripts/bench/floors: a bare React 19 form, and the same form on Chakra v3's default system).
// Targets are alternated load by load (Praxis /login, bare floor, Chakra floor, product page, at
// 1× then 4× CPU, `runs` times), each load in a fresh context with the cache disabled, so the
// machine's load drifts fall on all alike; the ratios compare medians of the same run.
// Per load: "visible" is the first animation frame in which the e-mail input (the product page's
// h1) has a size and passes checkVisibility; "usable" is the moment the page sets
// <html data-sign-in-ready="true"> (the floors in an effect after mounting); requests before
// visible count the document and every resource timing entry started by then; JS before usable
// sums the gzip size (node's zlib, as elsewhere in the bench) of every .js response that finished
// by then; the product page's "all it loads" sums every .js it fetched before the network went
// quiet (reported, not budgeted since issue 35; without the mock build's API layer, which shares
// chunks with pages this one never loads). The patient list's first row, cold and on a second
// visit (HTTP cache on), is the first product page's own data; each load's transfer sizes are
// compared with the brotli sizes of the same files. The product page is the production build on the real server (server/main.ts, as the
// chart bench), opened directly with the session of one demo sign-in copied into each context.
// `npm run bench` calls measureSignInAgainstFloors(). Alone: `node scripts/bench/bench-sign-in.mjs
// [--dir <prod build>] [--runs 7]` builds what it needs and writes reports/bench-sign-in.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, preview } from './serve.mjs';
import {
  dayToChartOnce,
  freshPage,
  pageMarksOnce,
  PATIENT_LIST_PATH,
  PATIENT_ROWS_PROBE,
  signIn,
  SLOW_LINK,
} from './measure.mjs';
import { DEMO, startServer } from './real-server.mjs';
import { figure, kB, median } from './report.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FLOOR_CONFIG = resolve(ROOT, 'scripts/bench/floors/vite.config.mjs');
export const FLOORS = ['bare', 'chakra'];
export const PRODUCT_PATH = '/app/panels/hospital/organization';
/** The day, where a clinician lands and goes to a chart from. */
const DAY_PATH = '/app/panels/hospital/practitionerdashboard';
const RATES = [1, 4];
/** Measured once more per run at 4× CPU on issue 35's slow link (`SLOW_LINK`). */
const SLOW_LINK_TARGETS = new Set(['login', 'chakra', 'product']);
const NO_READINESS = 'the app does not mark readiness yet';
/** Issue 35: the first product page with its own data (the patient list's rows), cold and warm. */
const ROWS = 'rows';
const ROWS_WARM = 'rowsWarm';
/** /login on the real server, for its bytes on the wire only. */
const LOGIN_WIRE = 'loginWire';
/** Targets with figures of their own (not the form's or the heading's). */
const OWN_FIGURES = new Set([ROWS, ROWS_WARM, LOGIN_WIRE]);

export const floorDir = (out, floor) => resolve(ROOT, out, `floor-${floor}`);

/** Builds both floor forms under `out`; resolves the name of the first that failed, or null. */
export async function buildFloors(out) {
  for (const floor of FLOORS) {
    console.log(`Building the ${floor} floor form into ${out}/floor-${floor}…`);
    const code = await build(
      floorDir(out, floor),
      { BENCH_FLOOR: floor },
      { config: FLOOR_CONFIG },
    );
    if (code !== 0) return floor;
  }
  return null;
}

/** Whether a build marks its sign-in form's readiness at all (else waiting for it is pointless). */
export function marksReadiness(dir) {
  const files = readdirSync(dir, { recursive: true }).filter((file) => /\.(js|html)$/.test(file));
  return files.some((file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    return text.includes('signInReady') || text.includes('sign-in-ready');
  });
}

/** gzip bytes of a build's .js file by URL path (0 for anything else), memoised. */
function jsSizes(dir) {
  const sizes = new Map();
  return (path) => {
    if (!path.endsWith('.js')) return 0;
    if (!sizes.has(path)) {
      const file = join(dir, path);
      sizes.set(path, existsSync(file) ? gzipSync(readFileSync(file)).length : 0);
    }
    return sizes.get(path);
  };
}

/**
 * Brotli bytes of a build's file by URL path, the document's (index.html, whatever page path
 * served it) for `documentPath`; null for a path that is no file of the build (an API answer).
 * A file the build precompressed counts as its `.br`; another as node's brotli of it.
 */
function brotliSizes(dir, documentPath) {
  const sizes = new Map();
  return (path) => {
    const file = join(dir, path === documentPath ? 'index.html' : path);
    if (!sizes.has(file)) {
      const size = existsSync(`${file}.br`)
        ? readFileSync(`${file}.br`).length
        : existsSync(file) && !file.endsWith('/')
          ? brotliCompressSync(readFileSync(file)).length
          : null;
      sizes.set(file, size);
    }
    return sizes.get(file);
  };
}

/**
 * The bytes a load moved on the wire for the document and the build's files (the browser's
 * transfer sizes, headers included; API answers left out), and those files' brotli sizes.
 */
function wireOf(marks, documentPath, brotliOf) {
  let wire = marks.documentTransfer;
  let brotli = brotliOf(documentPath) ?? 0;
  for (const resource of marks.resources) {
    const size = brotliOf(resource.path);
    if (size === null) continue;
    wire += resource.transfer;
    brotli += size;
  }
  return { wire, brotli };
}

/** The derived figures of one load. */
function summarise(marks, sizeOf, wire = null) {
  if (marks.error) return marks;
  const jsBy = (moment) =>
    moment === null
      ? null
      : marks.resources.filter((r) => r.end <= moment).reduce((sum, r) => sum + sizeOf(r.path), 0);
  return {
    visible: Math.round(marks.visible),
    usable: marks.usable === null ? null : Math.round(marks.usable),
    firstContentfulPaint:
      marks.firstContentfulPaint === null ? null : Math.round(marks.firstContentfulPaint),
    requestsBeforeVisible: 1 + marks.resources.filter((r) => r.start <= marks.visible).length,
    jsBeforeVisible: jsBy(marks.visible),
    // Everything the load fetched before the network went quiet (the product page settles).
    jsAll: marks.resources.reduce((sum, r) => sum + sizeOf(r.path), 0),
    jsBeforeUsable: jsBy(marks.usable),
    ...(wire ? wireOf(marks, wire.documentPath, wire.brotliOf) : {}),
  };
}

/** Signs in once on the real server; resolves an init script that puts that session into a fresh context. */
export async function sessionCopy(browser, origin) {
  const { context, page } = await freshPage(browser);
  try {
    if (!(await signIn(page, origin, DEMO))) throw new Error('the demo sign-in failed');
    await page.goto(`${origin}${PRODUCT_PATH}`);
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    const stored = await page.evaluate(() => ({
      session: { ...sessionStorage },
      local: { ...localStorage },
    }));
    if (Object.keys(stored.session).length === 0) throw new Error('no session in sessionStorage');
    return `(() => {
  if (location.origin !== ${JSON.stringify(origin)} || sessionStorage.length > 0) return;
  const stored = ${JSON.stringify(stored)};
  for (const [key, value] of Object.entries(stored.session)) sessionStorage.setItem(key, value);
  for (const [key, value] of Object.entries(stored.local)) localStorage.setItem(key, value);
})();`;
  } finally {
    await context.close();
  }
}

const round2 = (value) => Math.round(value * 100) / 100;

/**
 * Measures the targets, pushes their lines onto `figures` (with `heading` as the section title),
 * the samples onto `details.signIn`; resolves the Chakra floor's form-visible median at 4× CPU
 * (for other benches' ratios) or null.
 */
export async function measureSignInAgainstFloors(
  browser,
  { prodDir, out, runs, figures, details },
) {
  const servers = [];
  const targets = [];
  try {
    const praxis = await preview(prodDir, { VITE_API_MOCK: 'false' });
    servers.push(praxis);
    const ready = marksReadiness(prodDir);
    targets.push({
      key: 'login',
      label: '/login',
      url: `${praxis.origin}/login`,
      sizeOf: jsSizes(prodDir),
      options: { waitUsable: ready, settle: true },
      usableReason: ready ? 'the mark never came' : NO_READINESS,
    });
    for (const floor of FLOORS) {
      const dir = floorDir(out, floor);
      const server = await preview(dir, { BENCH_FLOOR: floor }, { config: FLOOR_CONFIG });
      servers.push(server);
      targets.push({
        key: floor,
        label: floor === 'bare' ? 'bare React floor' : 'Chakra floor',
        url: `${server.origin}/`,
        sizeOf: jsSizes(dir),
        options: { waitUsable: true, settle: true },
        usableReason: 'the mark never came',
      });
    }
    let productError = null;
    try {
      const real = await startServer(prodDir, 'bench-sign-in');
      servers.push(real);
      const initScripts = [await sessionCopy(browser, real.origin)];
      targets.push({
        key: 'product',
        label: 'first product page',
        url: `${real.origin}${PRODUCT_PATH}`,
        sizeOf: jsSizes(prodDir),
        wire: { documentPath: PRODUCT_PATH, brotliOf: brotliSizes(prodDir, PRODUCT_PATH) },
        options: {
          probe: { selector: 'h1', path: PRODUCT_PATH, unless: 'input[type="password"]' },
          initScripts,
          settle: true,
        },
      });
      // /login as the real server sends it (the preview server above compresses nothing): its
      // bytes on the wire.
      targets.push({
        key: LOGIN_WIRE,
        label: '/login',
        rates: [1],
        url: `${real.origin}/login`,
        sizeOf: jsSizes(prodDir),
        wire: { documentPath: '/login', brotliOf: brotliSizes(prodDir, '/login') },
        options: { waitUsable: ready, settle: true },
      });
      // Its own data: the patient list's first row, on a cold load and on a second visit.
      for (const [key, warm] of [
        [ROWS, false],
        [ROWS_WARM, true],
      ]) {
        targets.push({
          key,
          rates: [4],
          url: `${real.origin}${PATIENT_LIST_PATH}`,
          sizeOf: jsSizes(prodDir),
          options: { probe: PATIENT_ROWS_PROBE, initScripts, settle: true, warm },
        });
      }
    } catch (error) {
      productError = error.message.split('\n')[0];
    }

    const samples = Object.fromEntries(targets.map((t) => [t.key, { 1: [], 4: [], slow: [] }]));
    /** What each target requested in its first load (1× CPU), to see where the bytes go. */
    const firstLoad = {};
    for (let i = 0; i < runs; i += 1) {
      for (const rate of RATES) {
        for (const target of targets) {
          if (target.rates && !target.rates.includes(rate)) continue;
          const marks = await pageMarksOnce(browser, target.url, {
            cpuRate: rate,
            ...target.options,
          });
          samples[target.key][rate].push(summarise(marks, target.sizeOf, target.wire));
          if (rate === 4 && SLOW_LINK_TARGETS.has(target.key)) {
            const slow = await pageMarksOnce(browser, target.url, {
              cpuRate: 4,
              network: SLOW_LINK,
              ...target.options,
            });
            samples[target.key].slow.push(summarise(slow, target.sizeOf));
          }
          if (i === 0 && rate === 1 && !marks.error) {
            firstLoad[target.key] = marks.resources.map(({ path, start, end }) => ({
              path,
              start: Math.round(start),
              end: Math.round(end),
              gzip: target.sizeOf(path),
            }));
          }
        }
      }
    }
    // Issue 35: from the day to a chart in a warm app, at 4× CPU.
    const product = targets.find((t) => t.key === 'product');
    const dayToChart = [];
    for (let i = 0; product && i < runs; i += 1) {
      dayToChart.push(
        await dayToChartOnce(browser, `${new URL(product.url).origin}${DAY_PATH}`, {
          cpuRate: 4,
          initScripts: product.options.initScripts,
        }),
      );
    }
    details.signIn = { productPath: PRODUCT_PATH, productError, samples, firstLoad, dayToChart };
    const good = dayToChart.filter((sample) => !sample.error).map((sample) => sample.ms);
    figures.push(
      figure(
        `day → chart, chart heading shown after the click, warm app, 4× CPU (median of ${good.length})`,
        good.length ? Math.round(median(good)) : null,
        'ms',
        300,
        dayToChart.find((sample) => sample.error)?.error ?? productError ?? 'no sample',
      ),
    );
    return report(targets, samples, productError, figures);
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** Prints nothing; turns the samples into figure lines. Resolves the Chakra floor's visible at 4×. */
function report(targets, samples, productError, figures) {
  const stat = (key, rate, field) => {
    const good = (samples[key]?.[rate] ?? []).filter((s) => !s.error);
    const value = median(good.map((s) => s[field]));
    return value === null ? null : Math.round(value);
  };
  const failure = (key) => samples[key]?.[1].concat(samples[key][4]).find((s) => s.error)?.error;
  const reasonOf = (target, field) =>
    field === 'usable' || field === 'jsBeforeUsable'
      ? target.usableReason
      : (failure(target.key) ?? 'no sample');

  for (const target of targets) {
    if (OWN_FIGURES.has(target.key)) continue;
    const what = target.key === 'product' ? 'heading (h1) visible' : 'form visible';
    for (const rate of RATES) {
      const n = samples[target.key][rate].filter((s) => !s.error).length;
      figures.push(
        figure(
          `${target.label} ${what}, ${rate}× CPU (median of ${n})`,
          stat(target.key, rate, 'visible'),
          'ms',
          null,
          reasonOf(target, 'visible'),
        ),
      );
      if (target.key === 'product') continue;
      figures.push(
        figure(
          `${target.label} form usable, ${rate}× CPU`,
          stat(target.key, rate, 'usable'),
          'ms',
          null,
          reasonOf(target, 'usable'),
        ),
      );
    }
    if (target.key === 'product') {
      const js = stat('product', 4, 'jsBeforeVisible');
      const all = stat('product', 1, 'jsAll');
      figures.push(
        figure(
          'first product page JS before its heading is visible (gzip)',
          js === null ? null : kB(js),
          'kB',
          null,
          reasonOf(target, 'visible'),
        ),
        // Reported, not budgeted: issue 35 withdrew the 220 kB budget (time to a usable page,
        // below, is the goal; bytes are budgeted on the wire only).
        figure(
          'first product page JS, all it loads (production build, gzip)',
          all === null ? null : kB(all),
          'kB',
          null,
          reasonOf(target, 'visible'),
        ),
      );
      continue;
    }
    const isLogin = target.key === 'login';
    const requests = stat(target.key, 4, 'requestsBeforeVisible');
    const jsUsable = stat(target.key, 4, 'jsBeforeUsable');
    const jsVisible = stat(target.key, 4, 'jsBeforeVisible');
    figures.push(
      figure(
        `${target.label} requests before the form is visible`,
        requests,
        'requests',
        isLogin ? 8 : null,
        reasonOf(target, 'visible'),
      ),
      figure(
        `${target.label} JS before the form is usable (gzip)`,
        jsUsable === null ? null : kB(jsUsable),
        'kB',
        isLogin ? 150 : null,
        reasonOf(target, 'jsBeforeUsable'),
      ),
      figure(
        `${target.label} JS before the form is visible (gzip)`,
        jsVisible === null ? null : kB(jsVisible),
        'kB',
        null,
        reasonOf(target, 'visible'),
      ),
    );
  }
  if (productError) {
    figures.push(figure('first product page heading (h1) visible', null, 'ms', null, productError));
  }
  // Issue 35: requests before the first product page's data, and the slow link at 4× CPU.
  figures.push(
    // The heading paints from the prerendered frame: issue 35's ≤ 25 requests is before the
    // page's own data (the patient list's rows, below).
    figure(
      'first product page requests before its heading is visible (4× CPU)',
      stat('product', 4, 'requestsBeforeVisible'),
      'requests',
      null,
      failure('product') ?? 'no sample',
    ),
    figure(
      '/login slow link (10 Mbit/s, 40 ms RTT), 4× CPU: form usable',
      stat('login', 'slow', 'usable'),
      'ms',
      null,
      'no sample',
    ),
    figure(
      'Chakra floor slow link, 4× CPU: form usable',
      stat('chakra', 'slow', 'usable'),
      'ms',
      null,
      'no sample',
    ),
    figure(
      'first product page slow link, 4× CPU: heading visible',
      stat('product', 'slow', 'visible'),
      'ms',
      null,
      'no sample',
    ),
  );

  const chakraVisible4 = stat('chakra', 4, 'visible');
  const ratio = (name, key, field, floorKey, floorField, rate, goal, reason) => {
    const value = stat(key, rate, field);
    const floor = stat(floorKey, rate, floorField);
    figures.push(
      figure(
        name,
        value === null || !floor ? null : round2(value / floor),
        '×',
        goal,
        value === null ? reason : 'no floor figure',
      ),
    );
  };
  const loginFail = failure('login') ?? 'no sample';
  const loginUsable = targets.find((t) => t.key === 'login')?.usableReason ?? loginFail;
  ratio(
    '/login visible 4× ÷ Chakra floor visible 4×',
    'login',
    'visible',
    'chakra',
    'visible',
    4,
    0.7,
    loginFail,
  );
  ratio(
    '/login usable 4× ÷ Chakra floor usable 4×',
    'login',
    'usable',
    'chakra',
    'usable',
    4,
    1,
    loginUsable,
  );
  ratio(
    '/login usable ÷ Chakra floor usable, slow link at 4×',
    'login',
    'usable',
    'chakra',
    'usable',
    'slow',
    1,
    loginUsable,
  );
  ratio(
    'product heading ÷ Chakra floor visible, slow link at 4×',
    'product',
    'visible',
    'chakra',
    'visible',
    'slow',
    1,
    failure('product') ?? 'no sample',
  );
  ratio(
    '/login visible 1× ÷ Chakra floor visible 1×',
    'login',
    'visible',
    'chakra',
    'visible',
    1,
    null,
    loginFail,
  );
  ratio(
    '/login visible 4× ÷ bare floor visible 4×',
    'login',
    'visible',
    'bare',
    'visible',
    4,
    null,
    loginFail,
  );
  ratio(
    'Chakra floor visible 4× ÷ bare floor visible 4×',
    'chakra',
    'visible',
    'bare',
    'visible',
    4,
    null,
    'no sample',
  );
  ratio(
    'product heading 4× ÷ Chakra floor visible 4×',
    'product',
    'visible',
    'chakra',
    'visible',
    4,
    1,
    productError ?? failure('product') ?? 'no sample',
  );

  // Issue 35: the first product page usable — its own data on screen — cold and on a second
  // visit, beside the Chakra floor form (whose form works when it shows), and the requests before.
  const rowsReason = productError ?? failure(ROWS) ?? 'no sample';
  const warmReason = productError ?? failure(ROWS_WARM) ?? 'no sample';
  const good = (key) => (samples[key]?.[4] ?? []).filter((s) => !s.error).length;
  figures.push(
    figure(
      `patient list's first row on screen, cold, 4× CPU (median of ${good(ROWS)})`,
      stat(ROWS, 4, 'visible'),
      'ms',
      null,
      rowsReason,
    ),
    figure(
      `patient list's first row on screen, warm (a second visit, HTTP cache), 4× CPU (median of ${good(ROWS_WARM)})`,
      stat(ROWS_WARM, 4, 'visible'),
      'ms',
      null,
      warmReason,
    ),
    figure(
      "requests before the patient list's first row, cold, 4× CPU",
      stat(ROWS, 4, 'requestsBeforeVisible'),
      'requests',
      25,
      rowsReason,
    ),
  );
  ratio(
    "patient list's rows cold 4× ÷ Chakra floor usable 4×",
    ROWS,
    'visible',
    'chakra',
    'usable',
    4,
    1.5,
    rowsReason,
  );
  ratio(
    "patient list's rows warm 4× ÷ Chakra floor usable 4×",
    ROWS_WARM,
    'visible',
    'chakra',
    'usable',
    4,
    1,
    warmReason,
  );
  // On the wire: a cold load's document and files against their brotli sizes (issue 35).
  for (const target of targets.filter((t) => t.wire)) {
    const wire = stat(target.key, 1, 'wire');
    const brotli = stat(target.key, 1, 'brotli');
    const reason = failure(target.key) ?? 'no sample';
    figures.push(
      figure(
        `${target.label} bytes on the wire ÷ their brotli size, cold (transfer sizes)`,
        wire === null || !brotli ? null : round2(wire / brotli),
        '×',
        1.05,
        reason,
      ),
      figure(
        '  on the wire (document and files, headers included; API answers left out)',
        wire === null ? null : kB(wire),
        `kB (brotli ${brotli === null ? 'n/a' : kB(brotli)} kB)`,
        null,
        reason,
      ),
    );
  }
  return chakraVisible4;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const { cpus, loadavg } = await import('node:os');
  const { chromium } = await import('@playwright/test');
  const { tsImport } = await import('tsx/esm/api');
  const { option } = await import('./cli.mjs');
  const { printFigures } = await import('./report.mjs');
  const out = 'node_modules/.cache/praxis-bench';
  const runs = Math.max(1, Number(option('--runs', process.env.BENCH_RUNS)) || 7);
  let dir = option('--dir', null);
  if (!dir) {
    dir = `${out}/prod`;
    console.log(`Building the prod bundle into ${dir}…`);
    if ((await build(dir, { VITE_API_MOCK: 'false' })) !== 0) process.exit(1);
  }
  if (await buildFloors(out)) process.exit(1);
  const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);
  const browser = await chromium.launch({ headless: true, ...chromiumLaunchOptions() });
  const load = () => loadavg().map((l) => Math.round(l * 10) / 10);
  const machine = { cpus: cpus().length, loadAverageBefore: load(), node: process.version };
  const figures = [];
  const details = {};
  try {
    await measureSignInAgainstFloors(browser, { prodDir: dir, out, runs, figures, details });
  } finally {
    await browser.close();
  }
  machine.loadAverageAfter = load();
  console.log(
    `\n${machine.cpus} CPUs, load average ${machine.loadAverageBefore.join(' ')} → ${machine.loadAverageAfter.join(' ')}`,
  );
  printFigures(figures);
  mkdirSync('reports', { recursive: true });
  const report = { generatedAt: new Date().toISOString(), machine, runs, figures, details };
  writeFileSync('reports/bench-sign-in.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWrote reports/bench-sign-in.json');
}
