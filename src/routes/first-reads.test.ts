import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../api/http/http-client';
import { startFirstReads, type FirstRequests } from './first-reads';
import { panelPath } from './route-table';

const viewer = { userId: 'desk-1', roles: ['staff' as const] };
const PATH = '/calendar?weekOf=2026-12-28';
const READY = Promise.resolve();

/** A client that records what is sent early, and a table whose dashboard asks `paths`. */
function setUp(paths: readonly string[] = [PATH]) {
  const sendEarly = vi.fn<HttpClient['sendEarly']>();
  const firstRequests = vi.fn<FirstRequests>(() => paths.map((path) => ({ path })));
  return {
    sendEarly,
    firstRequests,
    options: {
      http: { sendEarly } as unknown as HttpClient,
      table: { practitionerdashboard: firstRequests },
    },
  };
}

describe("the entry's first requests of a tab's first page (issue 32)", () => {
  it('sends the page’s requests for the address’s query and the stored member', async () => {
    const { sendEarly, firstRequests, options } = setUp();
    await startFirstReads(panelPath('practitionerdashboard'), '?view=week', viewer, READY, options);
    expect(firstRequests).toHaveBeenCalledWith('?view=week', viewer);
    expect(sendEarly.mock.calls).toEqual([[PATH, undefined]]);
  });

  it('sends nothing without a live stored member, on a page with no first requests, or outside the product pages', async () => {
    const { sendEarly, options } = setUp();
    for (const [path, who] of [
      [panelPath('practitionerdashboard'), null],
      [panelPath('patient'), viewer],
      ['/login', viewer],
      ['/app/panels/hospital/toString', viewer],
    ] as const) {
      await startFirstReads(path, '', who, READY, options);
    }
    expect(sendEarly).not.toHaveBeenCalled();
  });

  it('sends nothing before auth start is up, and nothing if it failed', async () => {
    const { sendEarly, options } = setUp();
    let authUp = () => {};
    const sent = startFirstReads(
      panelPath('practitionerdashboard'),
      '',
      viewer,
      new Promise<void>((resolve) => (authUp = resolve)),
      options,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sendEarly).not.toHaveBeenCalled();
    authUp();
    await sent;
    expect(sendEarly.mock.calls).toEqual([[PATH, undefined]]);
    const failed = Promise.reject(new Error('auth start failed'));
    await startFirstReads(panelPath('practitionerdashboard'), '', viewer, failed, options);
    expect(sendEarly).toHaveBeenCalledTimes(1);
  });

  it('sends the patient list’s first search as a POST of its body, so no name is in an address', async () => {
    const sendEarly = vi.fn<HttpClient['sendEarly']>();
    const http = { sendEarly } as unknown as HttpClient;
    await startFirstReads(panelPath('patient'), '', viewer, READY, { http });
    await startFirstReads(
      panelPath('patient'),
      '',
      { userId: 'doc-1', roles: ['clinician'] },
      READY,
      {
        http,
      },
    );
    expect(sendEarly.mock.calls).toEqual([
      ['/patients/search', {}],
      ['/patients/search', { clinician: 'me' }],
    ]);
  });
});
