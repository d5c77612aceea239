#!/usr/bin/env node
// Issue 35: `node scripts/bench/day-to-chart.mjs [--dir <prod build>] [--runs 5]` times the way from
// the day to a chart in a warm app at 4× CPU on the real server, alone (npm run bench prints the
// same figure in its sign-in part). The production build must exist (npm run bench builds it).
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { median } from './report.mjs';
import { dayToChartOnce } from './measure.mjs';
import { startServer } from './real-server.mjs';
import { sessionCopy } from './bench-sign-in.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const dir = arg('--dir', 'node_modules/.cache/praxis-bench/prod');
const runs = Number(arg('--runs', '5'));
const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);
const browser = await chromium.launch({ headless: true, ...chromiumLaunchOptions() });
const server = await startServer(dir, 'day-to-chart');
try {
  const session = await sessionCopy(browser, server.origin);
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    samples.push(
      await dayToChartOnce(browser, `${server.origin}/app/panels/hospital/practitionerdashboard`, {
        cpuRate: 4,
        initScripts: [session],
      }),
    );
  }
  const good = samples.filter((sample) => !sample.error).map((sample) => Math.round(sample.ms));
  console.log(JSON.stringify(samples));
  console.log(
    `day → chart, warm app, 4× CPU: median ${median(good)} ms of ${good.length} (goal ≤ 300 ms)`,
  );
} finally {
  await server.stop();
  await browser.close();
}
