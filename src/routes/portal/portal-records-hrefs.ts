import { PORTAL_BASE } from '../../../common/constants/portal.constants';

/** The portal's consents, shared documents and record pages, as whole paths (a link's `href`). */
export const PORTAL_CONSENTS_HREF = `${PORTAL_BASE}/consents`;
export const PORTAL_DOCUMENTS_HREF = `${PORTAL_BASE}/documents`;
export const PORTAL_RECORD_HREF = `${PORTAL_BASE}/record`;
export const portalDocumentHref = (id: string) =>
  `${PORTAL_DOCUMENTS_HREF}/${encodeURIComponent(id)}`;
