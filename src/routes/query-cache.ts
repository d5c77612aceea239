let clearCache: (() => void) | null = null;

/** Called once by the read cache when the first page that reads makes it (`query-root.tsx`). */
export function onQueryCacheCreated(clear: () => void): void {
  clearCache = clear;
}

/**
 * Empties the read cache, if a page has made one: at session end no record read by one member is
 * shown to the next on a shared computer. Free of TanStack Query, so the app's entry can call it
 * without loading the cache (issue 13).
 */
export function clearQueryCache(): void {
  clearCache?.();
}
