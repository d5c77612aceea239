import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Playwright's own Chromium where it is installed, else Debian's (this network cannot download
 * browsers). CHROMIUM_PATH overrides both. `extraArgs` are added to the usual flags (the speech
 * e2e's fake microphone).
 */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): {
  executablePath?: string;
  args: string[];
} {
  const args = [...ARGS, ...extraArgs];
  if (process.env.CHROMIUM_PATH) return { executablePath: process.env.CHROMIUM_PATH, args };
  if (existsSync(chromium.executablePath())) return { args };
  return { executablePath: '/usr/bin/chromium', args };
}
