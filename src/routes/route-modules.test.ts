import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../api/http/http-client';
import { PRERENDER } from '../config/constants';
import { PRODUCT_PAGE_COMPONENTS } from './product-page-components';
import { PRODUCT_PAGE_DECLARATIONS, PRODUCT_PAGES } from './product-pages';
import { sharedQueryClient } from './query-root';
import { MAIN_LAYOUT, preloadFirstPage, SIGN_IN_PAGE, useFirstPageArrived } from './route-modules';
import { panelPath } from './route-table';

/** Spies on every preload without loading anything. */
function spyPreloads() {
  const spy = (target: { preload: () => Promise<void> }) =>
    vi.spyOn(target, 'preload').mockResolvedValue(undefined);
  return {
    signIn: spy(SIGN_IN_PAGE),
    layout: spy(MAIN_LAYOUT),
    pages: Object.fromEntries(
      PRODUCT_PAGES.map((page) => [page, spy(PRODUCT_PAGE_COMPONENTS[page])]),
    ),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('loading the first page while auth start runs', () => {
  it.each(PRERENDER.signInPaths)(
    'loads the sign-in page on %s in a tab with no session',
    (path) => {
      const spies = spyPreloads();
      preloadFirstPage(path, false);
      expect(spies.signIn).toHaveBeenCalledTimes(1);
      expect(spies.layout).not.toHaveBeenCalled();
    },
  );

  it('loads the main layout and that product page, and no other, in a tab with a session', () => {
    const spies = spyPreloads();
    preloadFirstPage(panelPath('organization'), true);
    expect(spies.layout).toHaveBeenCalledTimes(1);
    expect(spies.pages.organization).toHaveBeenCalledTimes(1);
    const others = PRODUCT_PAGES.filter((page) => page !== 'organization');
    for (const page of others) expect(spies.pages[page]).not.toHaveBeenCalled();
    expect(spies.signIn).not.toHaveBeenCalled();
  });

  it('loads nothing where auth start will send the tab elsewhere', () => {
    const spies = spyPreloads();
    preloadFirstPage(panelPath('organization'), false);
    preloadFirstPage('/login', true);
    preloadFirstPage('/app/panels/hospital/no-such-page', true);
    preloadFirstPage('/app/panels/hospital/', true);
    const calls = [spies.signIn, spies.layout, ...Object.values(spies.pages)];
    for (const spy of calls) expect(spy).not.toHaveBeenCalled();
  });
});

describe('holding the router until the first page has arrived', () => {
  it('reports the first page arrived only once the main layout and the page have both come in', async () => {
    let layoutArrives = () => {};
    let pageArrives = () => {};
    vi.spyOn(MAIN_LAYOUT, 'preload').mockReturnValue(
      new Promise<void>((resolve) => (layoutArrives = resolve)),
    );
    vi.spyOn(PRODUCT_PAGE_COMPONENTS.patient, 'preload').mockReturnValue(
      new Promise<void>((resolve) => (pageArrives = resolve)),
    );
    const { result } = renderHook(() => useFirstPageArrived());
    expect(result.current).toBe(true);
    let loaded: Promise<void> = Promise.resolve();
    act(() => {
      loaded = preloadFirstPage(panelPath('patient'), true);
    });
    expect(result.current).toBe(false);
    await act(async () => layoutArrives());
    expect(result.current).toBe(false);
    await act(async () => {
      pageArrives();
      await loaded;
    });
    expect(result.current).toBe(true);
  });

  it('reports arrived at once where no first page is loaded ahead', async () => {
    const spies = spyPreloads();
    const { result } = renderHook(() => useFirstPageArrived());
    await act(() => preloadFirstPage('/signup', false));
    expect(result.current).toBe(true);
    expect(spies.signIn).not.toHaveBeenCalled();
  });
});

describe("starting the first page's reads as its module arrives (issue 32)", () => {
  const viewer = { userId: 'desk-1', roles: ['staff' as const] };
  /** Auth start, already up. */
  const AUTH_UP = Promise.resolve();

  /** The dashboard's module, arriving with a `firstReads` that records its calls. */
  function dashboardWithFirstReads() {
    spyPreloads();
    const firstReads = vi.fn();
    vi.spyOn(PRODUCT_PAGE_DECLARATIONS.practitionerdashboard, 'load').mockResolvedValue({
      default: () => null,
      firstReads,
    } as never);
    return firstReads;
  }

  it('gives the page its address’s query and the stored member before the page counts as arrived', async () => {
    const firstReads = dashboardWithFirstReads();
    const { result } = renderHook(() => useFirstPageArrived());
    let arrivedWhenRead: boolean | null = null;
    firstReads.mockImplementation(() => (arrivedWhenRead = result.current));
    await act(() =>
      preloadFirstPage(panelPath('practitionerdashboard'), true, {
        search: '?view=week&clinician=all',
        viewer: () => viewer,
        ready: AUTH_UP,
      }),
    );
    expect(firstReads).toHaveBeenCalledWith(
      sharedQueryClient(),
      '?view=week&clinician=all',
      viewer,
    );
    expect(arrivedWhenRead).toBe(false);
    expect(result.current).toBe(true);
  });

  it('forgets the entry’s early answers nobody took once the page’s first reads have taken theirs', async () => {
    spyPreloads();
    const order: string[] = [];
    vi.spyOn(PRODUCT_PAGE_DECLARATIONS.practitionerdashboard, 'load').mockResolvedValue({
      default: () => null,
      firstReads: () => order.push('first reads'),
    } as never);
    vi.spyOn(httpClient, 'closeEarly').mockImplementation(() => order.push('forgotten'));
    const { result } = renderHook(() => useFirstPageArrived());
    await act(() =>
      preloadFirstPage(panelPath('practitionerdashboard'), true, {
        search: '?view=week',
        viewer: () => viewer,
        ready: AUTH_UP,
      }),
    );
    expect(order).toEqual(['first reads', 'forgotten']);
    expect(result.current).toBe(true);
  });

  it('starts no reads without a live stored member, nor in a tab without a session', async () => {
    const firstReads = dashboardWithFirstReads();
    const path = panelPath('practitionerdashboard');
    await preloadFirstPage(path, true, { search: '', viewer: () => null, ready: AUTH_UP });
    await preloadFirstPage(path, false, { search: '', viewer: () => viewer, ready: AUTH_UP });
    expect(firstReads).not.toHaveBeenCalled();
  });

  it('waits for auth start before the page’s first reads, and starts none if it failed', async () => {
    const firstReads = dashboardWithFirstReads();
    const path = panelPath('practitionerdashboard');
    let authUp = () => {};
    const arrived = preloadFirstPage(path, true, {
      search: '',
      viewer: () => viewer,
      ready: new Promise<void>((resolve) => (authUp = resolve)),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The module is in; the reads (with the mock API's worker, with the session) wait.
    expect(firstReads).not.toHaveBeenCalled();
    authUp();
    await arrived;
    expect(firstReads).toHaveBeenCalledTimes(1);
    const failed = Promise.reject(new Error('auth start failed'));
    await preloadFirstPage(path, true, { search: '', viewer: () => viewer, ready: failed });
    expect(firstReads).toHaveBeenCalledTimes(1);
  });
});
