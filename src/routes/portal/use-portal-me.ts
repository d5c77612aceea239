import { useQuery } from '@tanstack/react-query';
import { PORTAL_QUERY_KEYS, portalApi } from '../../api/portal/portal.api';

/** The signed-in patient and their clinic (`GET /portal/me`), through the read cache. */
export function usePortalMe() {
  return useQuery({ queryKey: PORTAL_QUERY_KEYS.me, queryFn: portalApi.me });
}
