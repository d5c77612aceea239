import { preloadable, type Preloadable } from '../preloadable';

/**
 * The patient portal's pages (issue 36): where a portal feature plugs its page in. Each row is a
 * path under the portal's base (`/portal`; `'/'` is the dashboard) and its lazily loaded page
 * module, which renders inside the portal's shell (`portal-route.tsx`) and reads its route
 * parameters with wouter's `useParams`. A page never reads a patient id from its path for the
 * patient's own data: the server takes it from the token.
 */
export interface PortalPage {
  /** A wouter pattern relative to `/portal`, e.g. `/` or `/sessions/:id`. */
  path: string;
  page: Preloadable<object>;
}

export const PORTAL_PAGES: readonly PortalPage[] = [
  { path: '/', page: preloadable(() => import('./portal-dashboard-page')) },
  { path: '/sessions/:id', page: preloadable(() => import('./portal-session-page')) },
  { path: '/questionnaires', page: preloadable(() => import('./portal-questionnaires-page')) },
  { path: '/consents', page: preloadable(() => import('./portal-consents-page')) },
  { path: '/documents', page: preloadable(() => import('./portal-documents-page')) },
  { path: '/documents/:id', page: preloadable(() => import('./portal-document-page')) },
  { path: '/record', page: preloadable(() => import('./portal-record-page')) },
  { path: '/security', page: preloadable(() => import('./portal-security-page')) },
  { path: '/intake', page: preloadable(() => import('./portal-intake-page')) },
  { path: '/apps', page: preloadable(() => import('./portal-apps-page')) },
  { path: '/apps/authorize', page: preloadable(() => import('./portal-app-consent-page')) },
];
