import { PORTAL_BASE } from '../../../common/constants/portal.constants';

/** The portal's dashboard and one session's page, as whole paths (a link's `href`). */
export const PORTAL_HOME_HREF = PORTAL_BASE;
/** The patient's sign-in security page (two-factor), linked from the portal's header. */
export const PORTAL_SECURITY_HREF = `${PORTAL_BASE}/security`;
/** The apps the patient allowed to read their records (SMART), linked from the header. */
export const PORTAL_APPS_HREF = `${PORTAL_BASE}/apps`;
export const portalSessionHref = (id: string) =>
  `${PORTAL_BASE}/sessions/${encodeURIComponent(id)}`;
