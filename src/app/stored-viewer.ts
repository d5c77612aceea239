import { isSessionLive, userFromClaims } from '../machines/session/auth.rules';
import { decodeJwtPayload } from '../platform/session/jwt';
import { sessionStore } from '../platform/session/session-storage';
import type { FirstReadsViewer } from '../routes/first-reads';

/**
 * The member the stored session names, while it is live (its token unexpired), as auth start will
 * read it (`decodeStoredIdToken`); null without a live session or an id token (a restored
 * session learns its member from the server). For a first page's reads, before auth start is done.
 */
export function storedViewer(now = Date.now()): FirstReadsViewer | null {
  const session = sessionStore.read();
  if (!isSessionLive(session, now) || !session.idToken) return null;
  try {
    const user = userFromClaims(decodeJwtPayload(session.idToken), session.tenantId ?? '');
    return { userId: user.id, roles: user.roles };
  } catch {
    return null;
  }
}
