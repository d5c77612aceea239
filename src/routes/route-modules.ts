import { useSyncExternalStore } from 'react';
import { PRERENDER } from '../config/constants';
import { preloadable } from './preloadable';
import { PRODUCT_PAGE_COMPONENTS } from './product-page-components';
import { isProductPage } from './product-pages';
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
 */
export function preloadFirstPage(pathname: string, hasSession: boolean): Promise<void> {
  const loads = firstPageModules(pathname, hasSession).map((module) => module.preload());
  if (loads.length === 0) return Promise.resolve();
  setFirstPageArrived(false);
  return Promise.all(loads).then(() => setFirstPageArrived(true));
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
  const page = pathname.startsWith(`${PANEL_BASE}/`) ? pathname.slice(PANEL_BASE.length + 1) : null;
  return isProductPage(page) ? [MAIN_LAYOUT, PRODUCT_PAGE_COMPONENTS[page]] : [];
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
