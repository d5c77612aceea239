// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MOCK_API_WORKER_URL,
  MOCK_WORKER_SCRIPTS,
  MSW_WORKER_URL,
} from '../../src/mocks/mock-worker';

/** Vite copies public/ into every build; the mock build serves these files at their URL. */
const publicFile = (url: string) => new URL(`../../public${url}`, import.meta.url);

describe("the mock API's worker scripts", () => {
  it('are both in public/, so every mock build serves them', () => {
    for (const url of MOCK_WORKER_SCRIPTS) expect(existsSync(publicFile(url)), url).toBe(true);
  });

  it("include MSW's worker exactly as the installed msw ships it, whether or not npm ran msw's postinstall", () => {
    const shipped = readFileSync(
      new URL('../../node_modules/msw/lib/mockServiceWorker.js', import.meta.url),
      'utf8',
    );
    expect(readFileSync(publicFile(MSW_WORKER_URL), 'utf8')).toBe(shipped);
  });

  it("the app's worker imports MSW's worker by the URL the build serves it at", () => {
    const wrapper = readFileSync(publicFile(MOCK_API_WORKER_URL), 'utf8');
    const imported = /importScripts\('([^']+)'\)/.exec(wrapper)?.[1];
    expect(imported && new URL(imported, `http://app${MOCK_API_WORKER_URL}`).pathname).toBe(
      MSW_WORKER_URL,
    );
  });
});
