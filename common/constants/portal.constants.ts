/**
 * The patient portal's constants the browser needs before any contract loads (the auth
 * statechart's routing, the route table): kept free of zod, as account.constants.ts.
 */

/**
 * The patient's area in the web app (issue 36, docs/decisions.md "c36-portal"). Not under the
 * spec's `/app/panels/hospital/`: those are the clinic's pages (the spec's `patientdashboard`
 * there is the clinicians' chart), and a patient never opens one.
 */
export const PORTAL_BASE = '/portal';

/** The page the invitation's link opens (public); its token rides in the fragment (`#token=`). */
export const PORTAL_INVITATION_PAGE = '/portal-invitation';

/** Whether `path` (a pathname, or a path with its query) is in the patient's area. */
export function isPortalPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === PORTAL_BASE || pathname.startsWith(`${PORTAL_BASE}/`);
}
