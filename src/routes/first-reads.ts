import type { MemberRole } from '../../common/contracts/clinic.contract';
import { httpClient, type HttpClient } from '../api/http/http-client';
import { firstRequests as dashboardRequests } from './encounters/practitionerdashboard-reads';
import { firstRequests as patientListRequests } from './patients/patient-list-reads';
import { PANEL_BASE, type ProductPage } from './route-table';

/** The signed-in member as the stored session names them (before auth start has read it). */
export interface FirstReadsViewer {
  userId: string;
  roles: readonly MemberRole[];
}

/** A read the entry sends early: a GET of `path`, or a POST of `json` to it (a search). */
export interface EarlyRead {
  path: string;
  json?: unknown;
}

/** The reads a page's first load asks for early, for the address's query and the member. */
export type FirstRequests = (search: string, viewer: FirstReadsViewer) => readonly EarlyRead[];

type FirstRequestsTable = Partial<Record<ProductPage, FirstRequests>>;

/**
 * The pages whose data a tab's first load asks for from the entry (issues 32 and 35). Part of
 * the entry (no React, no Chakra, no read cache, no contract: `entry-graph.test.ts`), so the
 * request leaves as soon as auth start is up, while React and the page load; the page's own
 * first read (`route-modules.ts`) takes the answer, and React's first render of the page draws
 * it (the week) or the list's first load takes it from the read cache (the patient list).
 */
const PAGE_FIRST_REQUESTS: FirstRequestsTable = {
  practitionerdashboard: dashboardRequests,
  patient: patientListRequests,
};

/**
 * Sends the first requests of the page at `pathname` for the stored member (null: no live
 * session, nothing is sent) once `ready` (auth start, with the session's token) has resolved.
 * The HTTP client keeps each answer for the first read of its address.
 */
export async function startFirstReads(
  pathname: string,
  search: string,
  viewer: FirstReadsViewer | null,
  ready: Promise<unknown>,
  {
    http = httpClient,
    table = PAGE_FIRST_REQUESTS,
  }: { http?: HttpClient; table?: FirstRequestsTable } = {},
): Promise<void> {
  const page = pathname.startsWith(`${PANEL_BASE}/`) ? pathname.slice(PANEL_BASE.length + 1) : '';
  const requests = Object.hasOwn(table, page) ? table[page as ProductPage] : undefined;
  if (!requests || !viewer) return;
  try {
    await ready;
  } catch {
    // Auth start failed: nothing is asked with the session.
    return;
  }
  for (const { path, json } of requests(search, viewer)) http.sendEarly(path, json);
}
