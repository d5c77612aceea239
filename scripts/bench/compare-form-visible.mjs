#!/usr/bin/env node
// A/B of "form visible" between builds: serves each build dir in turn and takes the bench's
// form-visible median at 1× and 4× CPU, alternating builds run by run so load drifts hit both.
// Usage: node scripts/bench/compare-form-visible.mjs <dir> <dir> … [--runs 7] [--path /login]
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { preview } from './serve.mjs';
import { formVisibleOnce } from './measure.mjs';
import { median } from './report.mjs';
import { args, option } from './cli.mjs';

const runs = Number(option('--runs', '7'));
const path = option('--path', '/login');
const dirs = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));

const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);
const servers = [];
const browser = await chromium.launch({ headless: true, ...chromiumLaunchOptions() });
try {
  for (const dir of dirs)
    servers.push({ dir, ...(await preview(dir, {})), samples: { 1: [], 4: [] } });
  for (let run = 0; run < runs; run += 1) {
    for (const rate of [1, 4]) {
      for (const server of servers) {
        server.samples[rate].push(await formVisibleOnce(browser, `${server.origin}${path}`, rate));
      }
    }
  }
  for (const { dir, samples } of servers) {
    const show = (rate) =>
      `${Math.round(median(samples[rate]))} ms (${samples[rate].map(Math.round).join(', ')})`;
    console.log(`${dir}\n  1× CPU: ${show(1)}\n  4× CPU: ${show(4)}`);
  }
} finally {
  await browser.close();
  servers.forEach((server) => server.stop());
}
