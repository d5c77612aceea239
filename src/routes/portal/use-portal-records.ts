import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { PORTAL_RECORD_QUERY_KEYS, portalRecordsApi } from '../../api/portal/portal-records.api';
import type { PortalLoad } from '../../ui/portal/portal-load-state';

/** A read as the portal's views take it. */
export const loadOf = <T>(query: UseQueryResult<T>): PortalLoad<T> =>
  query.data !== undefined
    ? { status: 'ready', data: query.data }
    : query.isError
      ? { status: 'failed' }
      : { status: 'loading' };

export const usePortalConsents = () =>
  useQuery({ queryKey: PORTAL_RECORD_QUERY_KEYS.consents, queryFn: portalRecordsApi.consents });

export const usePortalShares = () =>
  useQuery({ queryKey: PORTAL_RECORD_QUERY_KEYS.shares, queryFn: portalRecordsApi.shares });
