import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { ApiError } from '../api/http/api-error';
import { onQueryCacheCreated } from './query-cache';

/** How long a read stays fresh before a revisit asks the server again. */
export const FRESH_MS = 15_000;

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

let shared: QueryClient | null = null;

/** The app's one read cache, made by the first page that reads and registered for clearing. */
export function sharedQueryClient(): QueryClient {
  if (!shared) {
    const client = createQueryClient();
    onQueryCacheCreated(() => client.clear());
    shared = client;
  }
  return shared;
}

/**
 * Gives the pages that read (the main layout's, the invitation page) the app's read cache; the
 * sign-in page and the rest of the start-up never load TanStack Query (issue 13). Where a cache is
 * already provided (a test's own), that one is kept.
 */
export function QueryRoot({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
