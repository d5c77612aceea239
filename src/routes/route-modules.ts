import { useSyncExternalStore } from 'react';
import { httpClient } from '../api/http/http-client';
import { PRERENDER } from '../config/constants';
import { preloadable } from './preloadable';
import type { FirstReadsViewer } from './first-reads';
import { PRODUCT_PAGE_COMPONENTS } from './product-page-components';
import {
  isProductPage,
  PRODUCT_PAGE_DECLARATIONS,
  type ProductPageDeclaration,
} from './product-pages';
import { sharedQueryClient } from './query-root';
import { PANEL_BASE } from './route-table';

/** The sign-in page, the first page of a tab with no session. */
export const SIGN_IN_PAGE = preloadable(() => import('./session/sign-in-page'));

/** The main layout, around every product page. */
export const MAIN_LAYOUT = preloadable(() => import('./shell/main-layout-route'));
/** The patient portal's area (issue 36): its shell and page table (`portal/portal-pages.ts`). */
export const PORTAL_ROUTE = preloadable(() => import('./portal/portal-route'));

/** Whether the modules `preloadFirstPage` started have all arrived (or failed); true if none. */
let firstPageArrived = true;
const arrivalListeners = new Set<() => void>();

/**
 * Starts loading the modules of the page the app will show first at `pathname`, while auth start
 * runs (issue 13): the sign-in page where a tab with no session opens a sign-in address, the
 * main layout and the product page where a tab with one opens a product page. Anything else is
 * loaded when the router renders it. Resolves once they have arrived or failed.
 *
 * With `reads` (the address's query and the stored session's member, null when it is not live),
 * a product page's `firstReads` start as its module arrives, and the page counts as arrived one
 * task later: React's render of the app is one long task, and the reads' requests leave before it
 * (issue 32). A read whose request the entry sent already (`first-reads.ts`) takes its answer,
 * which is then in the cache for React's first render; once the page has arrived, the entry's
 * answers nobody took are forgotten.
 */
export function preloadFirstPage(
  pathname: string,
  hasSession: boolean,
  reads?: FirstPageReads,
): Promise<void> {
  const loads = firstPageModules(pathname, hasSession).map((module) => module.preload());
  if (loads.length === 0) return Promise.resolve();
  setFirstPageArrived(false);
  const page = hasSession ? productPageAt(pathname) : null;
  const started = page && reads ? startFirstReads(page, reads) : Promise.resolve(false);
  return Promise.all([Promise.all(loads), started]).then(
    ([, readsStarted]) =>
      new Promise<void>((arrived) => {
        const done = () => {
          httpClient.closeEarly();
          setFirstPageArrived(true);
          arrived();
        };
        if (readsStarted) setTimeout(done, 0);
        else done();
      }),
  );
}

/** What a first page's reads need: the address's query, the stored member, auth start. */
export interface FirstPageReads {
  search: string;
  viewer: () => FirstReadsViewer | null;
  /**
   * Auth start, up (or failed): the reads are sent with its session, and in a build with the
   * mock API only once its worker has started, as the entry's own are (`first-reads.ts`).
   */
  ready: Promise<unknown>;
}

/**
 * Starts the page's `firstReads` once its module is in and auth start is up; resolves whether any
 * started.
 */
async function startFirstReads(
  page: keyof typeof PRODUCT_PAGE_DECLARATIONS,
  reads: FirstPageReads,
): Promise<boolean> {
  try {
    const [module] = await Promise.all([
      (PRODUCT_PAGE_DECLARATIONS[page] as ProductPageDeclaration).load(),
      reads.ready,
    ]);
    const viewer = reads.viewer();
    if (!module.firstReads || !viewer) return false;
    module.firstReads(sharedQueryClient(), reads.search, viewer);
    return true;
  } catch {
    // The page's own load reports a module that did not arrive; a failed auth start asks nothing.
    return false;
  }
}

function setFirstPageArrived(arrived: boolean) {
  firstPageArrived = arrived;
  for (const listener of arrivalListeners) listener();
}

function firstPageModules(pathname: string, hasSession: boolean) {
  if (!hasSession) {
    const signIn = (PRERENDER.signInPaths as readonly string[]).includes(pathname);
    return signIn ? [SIGN_IN_PAGE] : [];
  }
  const page = productPageAt(pathname);
  return page ? [MAIN_LAYOUT, PRODUCT_PAGE_COMPONENTS[page]] : [];
}

function productPageAt(pathname: string) {
  const page = pathname.startsWith(`${PANEL_BASE}/`) ? pathname.slice(PANEL_BASE.length + 1) : null;
  return isProductPage(page) ? page : null;
}

const subscribeToArrival = (listener: () => void) => {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
};

/**
 * Whether the first page's modules are in: until then auth start's progress bar stays, so the
 * router never shows a Suspense fallback for them — React would hold the page back for 300 ms
 * after revealing one.
 */
export function useFirstPageArrived(): boolean {
  return useSyncExternalStore(subscribeToArrival, () => firstPageArrived);
}
