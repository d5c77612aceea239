#!/usr/bin/env node
// Typing in a 5 000-word SOAP note while it autosaves (issue 10; target: keystroke-to-paint p95
// ≤ 16 ms at 1× CPU). On the real server (server/main.ts: embedded PGlite, the seeded demo
// clinic, serving the production build), each run signs in with the demo account in a fresh
// context, opens the SOAP note of one of the demo clinician's finished sessions that owes a note
// (found through the API with the page's own bearer token), fills Subjective with a 5 000-word
// text and waits for "Saved". Then, at 1× or 4× CPU, it types bursts of 20 characters; after each
// it pauses until the autosave (DRAFT_TIMING.autosaveDelayMs, 1.5 s after the last keystroke) sends
// its PUT of the whole note, and types the next burst at once, so that save and its answer run
// while typing resumes. Per keystroke (note-probe.mjs): a capture-phase `keydown` listener takes
// `event.timeStamp`; the `input` event registers a requestAnimationFrame callback that takes
// performance.now(); latency = that frame time − the keydown's timestamp (the frame's own style,
// layout and paint come after its rAF callbacks, so they are not in the figure). Also counts the
// note page's gzip JS (a full load of the page right after sign-in) and the autosaves (PUT
// /notes/…) during the typing, and checks that the page and the server hold every typed character.
// `npm run bench` calls measureNote() with its prod build and browser. Alone:
// `node scripts/bench/bench-note.mjs [--dir <prod build>] [--runs 2]` builds the production bundle
// (unless --dir), prints the figures and writes reports/bench-note.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freshPage, recordRequests, signIn, sumAssets } from './measure.mjs';
import { installKeyProbe, keyStats, readKeyProbe } from './note-probe.mjs';
import { DEMO, quiet, startServer } from './real-server.mjs';
import { figure, kB, printFigures } from './report.mjs';
import { noteText, typedBursts } from './note-text.mjs';

const API = '/backend/api';
const NOTE_PAGE = '/app/panels/hospital/therapysoapform';
const FIELD = 'textarea[name="subjective"]';
const WORDS = 5_000;
const BURST_KEYS = 20;
const BURSTS = 10;
/** Between keydown and keyup of each key: ≈ 20 keys a second, a fast typist. */
const KEY_DELAY_MS = 40;
const WAIT_MS = 60_000;

const isNoteSave = (request) =>
  ['PUT', 'POST'].includes(request.method()) &&
  /\/backend\/api\/(notes\/[^/]+|encounters\/[^/]+\/note)$/.test(new URL(request.url()).pathname);
const isAutosave = (request) =>
  request.method() === 'PUT' &&
  /\/backend\/api\/notes\/[^/]+$/.test(new URL(request.url()).pathname);

/** The bearer token of the page's first authorised API call after sign-in. */
function watchToken(page) {
  let token = null;
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (!token && header?.startsWith('Bearer ')) token = header.slice('Bearer '.length);
  });
  return async () => {
    const until = Date.now() + 20_000;
    while (!token && Date.now() < until) await sleep(100);
    if (!token) throw new Error('no authorised API call after sign-in');
    return token;
  };
}

async function api(origin, token, path) {
  const response = await fetch(`${origin}${API}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

/** The newest finished session of the demo clinician with no note yet or a SOAP draft. */
async function findSession(origin, token) {
  const now = Date.now();
  const from = new Date(now - 86_400_000).toISOString();
  const to = new Date(now + 86_400_000).toISOString();
  const day = await api(origin, token, `/dashboard/day?from=${from}&to=${to}`);
  for (const session of [...day.notesToWrite].reverse()) {
    const { note } = await api(origin, token, `/encounters/${session.id}/note`);
    if (note === null || (note.format === 'soap' && note.status === 'draft')) return session.id;
  }
  throw new Error(`none of the ${day.notesToWrite.length} notes to write is free or a SOAP draft`);
}

/** Resolves once the page's draft status (the live region) reads "Saved …". */
const savedStatus = (page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Saved/ })
    .first()
    .waitFor({ state: 'visible', timeout: WAIT_MS });

/** One run at `rate`× CPU: fill, wait for "Saved", type the bursts; `{ error }` on failure. */
async function noteOnce(browser, origin, rate, shared) {
  const { context, page } = await freshPage(browser);
  const recorder = recordRequests(context);
  const tokenOf = watchToken(page);
  try {
    if (!(await signIn(page, origin, DEMO))) return { error: 'demo sign-in failed' };
    const token = await tokenOf();
    shared.sessionId ??= await findSession(origin, token);
    await quiet(page);
    recorder.reset();
    await page.goto(`${origin}${NOTE_PAGE}?session=${encodeURIComponent(shared.sessionId)}`);
    const field = page.locator(FIELD);
    await field.waitFor({ state: 'visible', timeout: WAIT_MS });
    await quiet(page);
    const js = sumAssets(await recorder.settle());
    recorder.thirdParty.forEach((url) => shared.thirdParty.add(url));

    const firstSave = page.waitForResponse((r) => isNoteSave(r.request()) && r.ok(), {
      timeout: WAIT_MS,
    });
    await field.fill(shared.text);
    await firstSave;
    await savedStatus(page);
    await quiet(page);

    let autosaves = 0;
    const countSave = (request) => (autosaves += isAutosave(request) ? 1 : 0);
    await page.evaluate(installKeyProbe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    page.on('request', countSave);
    for (const burst of shared.bursts) {
      await page.keyboard.type(burst, { delay: KEY_DELAY_MS });
      // Pause until the autosave sends the whole note; the next burst starts with it in flight.
      await page.waitForRequest(isAutosave, { timeout: WAIT_MS });
    }
    page.off('request', countSave);
    await savedStatus(page);
    const probe = await page.evaluate(readKeyProbe);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const expected = shared.text + shared.bursts.join('');
    const onPage = await field.inputValue();
    const { note } = await api(origin, token, `/encounters/${shared.sessionId}/note`);
    return {
      rate,
      ...probe,
      autosaves,
      textIntactOnPage: onPage === expected,
      textIntactOnServer: note?.content.sections.subjective === expected,
      noteJs: js.js,
      noteFiles: js.files
        .filter((f) => f.kind === 'js')
        .map((f) => ({ path: f.path, gzip: f.gzip })),
    };
  } catch (error) {
    return { rate, error: error.message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

/**
 * Measures typing in the note at 1× and 4× CPU, `runs` fresh sessions per rate (at most 2: each
 * types BURSTS × BURST_KEYS keys), against the production build in `prodDir`; pushes its lines
 * onto `figures`, its samples onto `details.note` and any request leaving loopback onto
 * `thirdParty`.
 */
export async function measureNote(browser, prodDir, { runs, figures, details, thirdParty }) {
  let server;
  try {
    server = await startServer(prodDir, 'bench-note');
  } catch (error) {
    figures.push(figure('note keystroke → next frame, 1× CPU, p95', null, 'ms', 16, error.message));
    return;
  }
  const text = noteText(WORDS);
  const shared = { text, bursts: typedBursts(BURSTS, BURST_KEYS), sessionId: null, thirdParty };
  const samples = { 1: [], 4: [] };
  try {
    // Alternated run by run, so the shared machine's load drifts fall on both rates alike.
    for (let i = 0; i < Math.min(Math.max(runs, 1), 2); i += 1) {
      for (const rate of [1, 4])
        samples[rate].push(await noteOnce(browser, server.origin, rate, shared));
    }
  } finally {
    await server.stop();
  }
  const all = [...samples[1], ...samples[4]];
  const firstError = all.find((s) => s.error)?.error ?? '';
  details.note = {
    server: 'server/main.ts, PGlite, seeded demo clinic',
    session: shared.sessionId,
    words: WORDS,
    characters: text.length,
    burst: {
      keys: BURST_KEYS,
      count: BURSTS,
      keyDelayMs: KEY_DELAY_MS,
      pause: 'until the autosave PUT is sent',
    },
    samples,
  };
  for (const rate of [1, 4]) {
    const ok = samples[rate].filter((s) => !s.error);
    const stats = keyStats(ok);
    details.note[`stats${rate}x`] = stats;
    const keys = `${stats.keys} keys, ${ok.length} runs`;
    const budget = rate === 1 ? 16 : null;
    const why = firstError || 'no keystroke reached a frame';
    figures.push(
      figure(
        `note keystroke → next frame, ${rate}× CPU, median (${keys})`,
        stats.median,
        'ms',
        null,
        why,
      ),
      figure(`note keystroke → next frame, ${rate}× CPU, p95`, stats.p95, 'ms', budget, why),
      figure(
        `  p95 of keys typed while a save was in flight, ${rate}× CPU`,
        stats.duringSaveP95,
        'ms',
        null,
        'no key fell in a save',
      ),
      figure(
        `  autosaves (PUT) during the typing, ${rate}× CPU`,
        ok.length ? ok.reduce((n, s) => n + s.autosaves, 0) : null,
        'saves',
        null,
        why,
      ),
    );
  }
  const measured = all.filter((s) => !s.error);
  const lost = measured.filter((s) => !s.textIntactOnPage || !s.textIntactOnServer).length;
  figures.push(
    figure(
      '  runs whose text on the page or server lacked a typed character',
      measured.length ? lost : null,
      'runs',
      0,
      firstError,
    ),
  );
  const sample = all.find((s) => !s.error);
  figures.push(
    figure(
      'note page JS after sign-in (gzip)',
      sample ? kB(sample.noteJs) : null,
      'kB',
      // Reported, not budgeted: issue 35 withdrew the product page's 220 kB budget.
      null,
      firstError,
    ),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { chromium } = await import('@playwright/test');
  const { tsImport } = await import('tsx/esm/api');
  const { build } = await import('./serve.mjs');
  const { option } = await import('./cli.mjs');
  const runs = Math.max(1, Number(option('--runs', 2)) || 2);
  let dir = option('--dir', null);
  if (!dir) {
    dir = 'node_modules/.cache/praxis-bench/note-prod';
    console.log(`Building the prod bundle into ${dir}…`);
    if ((await build(dir, { VITE_API_MOCK: 'false' })) !== 0) process.exit(1);
  }
  const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);
  const browser = await chromium.launch({ headless: true, ...chromiumLaunchOptions() });
  const figures = [];
  const details = {};
  const thirdParty = new Set();
  const loadBefore = loadavg().map((l) => Math.round(l * 10) / 10);
  try {
    await measureNote(browser, dir, { runs, figures, details, thirdParty });
  } finally {
    await browser.close();
  }
  figures.push(figure('third-party requests (note runs)', thirdParty.size, 'requests', 0));
  const machine = {
    cpus: cpus().length,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadavg().map((l) => Math.round(l * 10) / 10),
    node: process.version,
  };
  console.log(
    `\n${machine.cpus} CPUs, load average ${loadBefore.join(' ')} → ${machine.loadAverageAfter.join(' ')}`,
  );
  printFigures(figures);
  mkdirSync('reports', { recursive: true });
  const report = { generatedAt: new Date().toISOString(), machine, runs, figures, details };
  writeFileSync('reports/bench-note.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWrote reports/bench-note.json');
}
