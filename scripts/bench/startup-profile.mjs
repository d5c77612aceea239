#!/usr/bin/env node
// Where /login's start-up time goes: serves a build made with sourcemaps (module-sizes.mjs makes
// one), loads the page under the CDP CPU profiler at 4× CPU until the e-mail field has a size, and
// prints self time per package / app folder, plus the network waterfall of the JS it fetched.
// --ready profiles until the app marks its sign-in form usable (<html data-sign-in-ready>) instead.
// Usage: node scripts/bench/startup-profile.mjs [--dir <build>] [--path /login] [--rate 4] [--files]
//   [--ready]
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { preview } from './serve.mjs';
import { EMAIL_INPUT, SIGN_IN_READY } from './measure.mjs';
import { args, option } from './cli.mjs';
import { decodeSegment } from './sourcemap-vlq.mjs';

const dir = option('--dir', 'node_modules/.cache/praxis-bench/sizes-prod');
const path = option('--path', '/login');
const rate = Number(option('--rate', '4'));
/** --files: attribute to source files instead of packages. */
const byFile = args.includes('--files');
/** --ready: until the sign-in form is usable rather than visible. */
const untilReady = args.includes('--ready');

const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);

const maps = new Map();
/** Package (or app folder) that a generated position of a served chunk comes from. */
function ownerOf(url, line, column) {
  if (!url.startsWith('http')) return '(browser)';
  const file = basename(new URL(url).pathname);
  if (!maps.has(file)) {
    try {
      const map = JSON.parse(readFileSync(`${dir}/assets/${file}.map`, 'utf8'));
      let source = 0;
      const lines = map.mappings.split(';').map((text) => {
        let at = 0;
        return text
          .split(',')
          .filter(Boolean)
          .map((segment) => {
            const values = decodeSegment(segment);
            at += values[0];
            if (values.length >= 4) source += values[1];
            return [at, values.length >= 4 ? source : null];
          });
      });
      maps.set(file, { sources: map.sources, lines });
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
  if (found === null) return `${file} (unmapped)`;
  const source = map.sources[found].replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
  if (byFile) return source;
  if (source.startsWith('src/')) return source.split('/').slice(0, 3).join('/');
  const parts = source.split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

const server = await preview(dir, {});
const browser = await chromium.launch({ headless: true, ...chromiumLaunchOptions() });
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const requests = [];
  page.on('requestfinished', async (request) => {
    const timing = request.timing();
    if (request.resourceType() === 'script')
      requests.push({ file: basename(new URL(request.url()).pathname), start: timing.startTime });
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(`${server.origin}${path}`, { waitUntil: 'commit' });
  if (untilReady)
    await page.locator(`html[${SIGN_IN_READY}="true"]`).waitFor({ state: 'attached' });
  else await page.locator(EMAIL_INPUT).first().waitFor({ state: 'visible', timeout: 30_000 });
  const visibleAfter = Date.now() - started;
  const { profile } = await cdp.send('Profiler.stop');
  const interval = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
  const hits = new Map();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const byOwner = new Map();
  for (const node of profile.nodes) {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    const owner = url ? ownerOf(url, lineNumber, columnNumber) : `(${functionName || 'native'})`;
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + (hits.get(node.id) ?? 0) * interval);
  }
  const what = untilReady ? 'sign-in form usable' : 'e-mail field visible';
  console.log(`${path} at ${rate}× CPU: ${what} after ~${visibleAfter} ms (wall)`);
  console.log('\nself time by package / app folder (ms):');
  for (const [owner, ms] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${ms.toFixed(1).padStart(7)}  ${owner}`);
  }
  console.log('\nscripts in request order (ms after the first script request):');
  const first = Math.min(...requests.map((r) => r.start));
  for (const { file, start } of requests.sort((a, b) => a.start - b.start)) {
    console.log(`  ${String(Math.round(start - first)).padStart(6)}  ${file}`);
  }
  await context.close();
} finally {
  await browser.close();
  server.stop();
}
