#!/usr/bin/env node
// Who pays for a mousemove burst: serves a build made with sourcemaps (module-sizes.mjs --mock
// makes one), opens a page, lists the mousemove/pointermove listeners on window, document, html and
// body, then runs the bench's 10 000-event burst under the CDP CPU profiler and prints the
// functions with the most self time, mapped to their source files.
// Usage: node scripts/bench/burst-profile.mjs [--dir <build>] [--path /app/panels/hospital/x]
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { preview } from './serve.mjs';
import { burst, freshPage, REACT_COMMIT_COUNTER, signIn } from './measure.mjs';
import { option } from './cli.mjs';
import { decodeSegment } from './sourcemap-vlq.mjs';

const dir = option('--dir', 'node_modules/.cache/praxis-bench/sizes-mock');
const path = option('--path', '/app/panels/hospital/organization');
const EVENTS = 10_000;

const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);
const { DEMO_ACCOUNT } = await tsImport('../../src/mocks/session/demo-account.ts', import.meta.url);

/** Per generated line, [column, source index or null] pairs (source deltas run across lines). */
function decodeMappings(mappings) {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const values = decodeSegment(segment);
        column += values[0];
        if (values.length >= 4) source += values[1];
        return [column, values.length >= 4 ? source : null];
      });
  });
}

/** Source file of a generated position, read from the chunk's sourcemap. */
const maps = new Map();
function sourceOf(url, line, column) {
  const file = basename(new URL(url).pathname);
  if (!file.endsWith('.js')) return url;
  if (!maps.has(file)) {
    try {
      const map = JSON.parse(readFileSync(`${dir}/assets/${file}.map`, 'utf8'));
      maps.set(file, { sources: map.sources, lines: decodeMappings(map.mappings) });
    } catch {
      maps.set(file, null);
    }
  }
  const map = maps.get(file);
  if (!map) return file;
  let found = null;
  for (const [at, source] of map.lines[line] ?? []) {
    if (at > column) break;
    found = source;
  }
  // Sources are relative to the chunk; keep the part a reader recognises.
  return found === null ? file : map.sources[found].replace(/^(\.\.\/)+/, '');
}

async function listeners(cdp, expression) {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { listeners: found } = await cdp.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId,
  });
  return found
    .filter((l) => /move|pointer|mouse/.test(l.type))
    .map((l) => ({
      on: expression,
      type: l.type,
      capture: l.useCapture,
      passive: l.passive,
      at: l.scriptId ? `line ${l.lineNumber}:${l.columnNumber}` : '',
      handler: l.handler?.description?.slice(0, 80),
    }));
}

const server = await preview(dir, { VITE_API_MOCK: 'true' });
const browser = await chromium.launch({ headless: true, ...chromiumLaunchOptions() });
try {
  const { context, page } = await freshPage(browser, { initScripts: [REACT_COMMIT_COUNTER] });
  await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  if (new URL(page.url()).pathname !== path) {
    await signIn(page, server.origin, DEMO_ACCOUNT);
    await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
  }
  console.log(`on ${new URL(page.url()).pathname}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOMDebugger.enable').catch(() => undefined);
  const found = [];
  for (const target of ['window', 'document', 'document.documentElement', 'document.body']) {
    found.push(...(await listeners(cdp, target)));
  }
  console.log('\nmove/pointer/mouse listeners on the bubbling path of a body event:');
  console.table(found);
  // React listens for every event on each portal container it renders into (body for Ark portals).
  const bodyChildren = await page.evaluate(() =>
    [...document.body.children].map((child) => child.outerHTML.slice(0, 160)),
  );
  console.log('children of <body> (React root and portal content):', bodyChildren);

  // Each target adds one node to the event path: the differences show which node's listeners cost.
  const perTarget = await page.evaluate((n) => {
    const event = new MouseEvent('mousemove', { bubbles: true, clientX: 10, clientY: 10 });
    const time = (target) => {
      const start = performance.now();
      for (let i = 0; i < n; i += 1) target.dispatchEvent(event);
      return performance.now() - start;
    };
    const targets = {
      detached: document.createElement('div'),
      window,
      document,
      html: document.documentElement,
      body: document.body,
      '#root': document.getElementById('root'),
    };
    const best = {};
    for (let round = 0; round < 3; round += 1) {
      for (const [name, target] of Object.entries(targets)) {
        const ms = time(target);
        best[name] = Math.min(best[name] ?? Infinity, ms);
      }
    }
    return best;
  }, EVENTS);
  console.log(`\n${EVENTS} mousemove dispatches per target, best of 3 (ms):`, perTarget);

  for (let i = 0; i < 3; i += 1) console.log('warm-up burst', await burst(page, EVENTS));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  const timed = await burst(page, EVENTS);
  const { profile } = await cdp.send('Profiler.stop');
  console.log('profiled burst', timed);

  const interval = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
  const hits = new Map();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const selfByFunction = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const where = url ? sourceOf(url, lineNumber, columnNumber) : '(native)';
    const key = `${functionName || '(anonymous)'}  ${where}`;
    selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + (hits.get(node.id) ?? 0) * interval);
  }
  console.log('\nself time during the profiled burst (ms):');
  for (const [key, ms] of [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${ms.toFixed(1).padStart(7)}  ${key}`);
  }
  await context.close();
} finally {
  await browser.close();
  server.stop();
}
