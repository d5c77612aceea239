import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http/api-error';

/** How long a read stays fresh before a revisit asks the server again. */
const FRESH_MS = 15_000;

/**
 * The read views' cache (decision: TanStack Query for reads, statecharts for lifecycles). A
 * refused or missing record (4xx) is not retried; a network or server failure is retried once.
 * The cache is cleared when the session ends, so no patient data outlives its reader.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
