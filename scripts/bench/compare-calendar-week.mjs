#!/usr/bin/env node
// A/B of the calendar's week view (issue 32) between production builds: each build is served by
// the real server on its own copy of bench-calendar.mjs's data (the demo clinic and a week of 200
// sessions), and the week is loaded in a fresh context at `--rate`× CPU, builds alternated run by
// run so the machine's load drifts hit both. Prints per build the medians of "the 200 sessions on
// screen" and of its part after the calendar's answer arrived (rendering and layout).
// Usage: node scripts/bench/compare-calendar-week.mjs <dir> <dir> … [--runs 5] [--rate 4]
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { args, option } from './cli.mjs';
import { prepareData, WEEK_PROBE, weekUrl } from './bench-calendar.mjs';
import { sessionCopy } from './bench-sign-in.mjs';
import { pageMarksOnce } from './measure.mjs';
import { startServer } from './real-server.mjs';
import { median } from './report.mjs';

const runs = Number(option('--runs', '5'));
const rate = Number(option('--rate', '4'));
const dirs = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const load = () => loadavg().map((l) => Math.round(l * 10) / 10);

const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);
const browser = await chromium.launch({ headless: true, ...chromiumLaunchOptions() });
const targets = [];
const before = load();
try {
  for (const dir of dirs) {
    const data = await prepareData();
    const server = await startServer(dir, 'compare-calendar', { PRAXIS_DATA_DIR: data.dataDir });
    const initScripts = [await sessionCopy(browser, server.origin)];
    targets.push({ dir, data, server, initScripts, samples: [] });
  }
  for (let run = 0; run < runs; run += 1) {
    for (const target of targets) {
      const marks = await pageMarksOnce(browser, weekUrl(target.server.origin, target.data.week), {
        cpuRate: rate,
        probe: WEEK_PROBE,
        initScripts: target.initScripts,
      });
      const answer = marks.resources?.find((r) => r.path.endsWith('/calendar'));
      target.samples.push(
        marks.error
          ? { error: marks.error }
          : { visible: marks.visible, afterAnswer: answer ? marks.visible - answer.end : null },
      );
    }
  }
} finally {
  for (const target of targets) {
    await target.server.stop();
    rmSync(target.data.folder, { recursive: true, force: true, maxRetries: 3 });
  }
  await browser.close();
}
console.log(
  `${rate}× CPU, medians of ${runs}; load average ${before.join(' ')} → ${load().join(' ')}`,
);
for (const { dir, samples } of targets) {
  const good = samples.filter((s) => !s.error);
  const ms = (field) => Math.round(median(good.map((s) => s[field])) ?? NaN);
  const errors = samples.length - good.length;
  console.log(
    `${dir}: 200 sessions on screen ${ms('visible')} ms, of which after the answer ${ms('afterAnswer')} ms` +
      (errors ? ` (${errors} failed: ${samples.find((s) => s.error).error})` : ''),
  );
}
