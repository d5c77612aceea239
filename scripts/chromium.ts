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
 * browsers). CHROMIUM_PATH overrides both.
 */
export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  if (process.env.CHROMIUM_PATH) return { executablePath: process.env.CHROMIUM_PATH, args: ARGS };
  if (existsSync(chromium.executablePath())) return { args: ARGS };
  return { executablePath: '/usr/bin/chromium', args: ARGS };
}
