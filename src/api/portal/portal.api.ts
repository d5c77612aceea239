import { PORTAL_PATHS, portalMe, type PortalMe } from '../../../common/contracts/portal.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/**
 * The patient portal's API (issue 36): the signed-in patient's own reads, on the app's one HTTP
 * client (the session's token; a 401 ends the session as anywhere). Portal features add their
 * calls in files of their own beside this one (`src/api/portal/<feature>.api.ts`), on the same
 * client, with their paths in `common/contracts/portal*.contract.ts`.
 */
export function createPortalApi(http: HttpClient) {
  return {
    /** Who is signed in to the portal, and their clinic. */
    me: (): Promise<PortalMe> => http.request('get', PORTAL_PATHS.me, portalMe),
  };
}

export type PortalApi = ReturnType<typeof createPortalApi>;

export const portalApi = createPortalApi(httpClient);

/** The portal's read-cache keys: every portal read sits under `['portal', …]`. */
export const PORTAL_QUERY_KEYS = {
  all: ['portal'] as const,
  me: ['portal', 'me'] as const,
};
