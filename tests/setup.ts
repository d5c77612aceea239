import '@testing-library/jest-dom/vitest';
import '../src/i18n/english-features';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../src/mocks/node';
import { resetMockApi } from '../src/mocks/reset';
import { clearQueryCache } from '../src/routes/query-cache';

// Pages load their module on first visit and render a whole chart in jsdom: on a busy 2-core
// machine that takes more than Testing Library's default second, so queries wait up to three.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no ResizeObserver; the segment group (Zag) measures its chosen item with one.
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has no matchMedia; Chakra's breakpoint hooks (the lists' table or phone cards) ask it.
// Widths are answered against the window's (jsdom: 1024 px, so tables), anything else is false.
if (typeof window !== 'undefined' && typeof window.matchMedia === 'undefined') {
  const px = (value: string, unit: string) => Number(value) * (unit === 'px' ? 1 : 16);
  const matches = (query: string) =>
    query.split(/\s+and\s+/).every((part) => {
      const width = /\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/.exec(part);
      if (!width) return false;
      const limit = px(width[2]!, width[3]!);
      return width[1] === 'min' ? window.innerWidth >= limit : window.innerWidth <= limit;
    });
  window.matchMedia = (query: string) =>
    ({
      media: query,
      matches: matches(query),
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeAll(() => {
  // Test files share one module graph per worker (vite.config.ts, unit: isolate false): each file
  // starts from the seeded mock API, as a fresh load of the modules would give it.
  resetMockApi();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  // The app's one read cache (query-root.tsx) outlives a test unless cleared, as at session end.
  clearQueryCache();
  server.resetHandlers();
  // Node-environment files (e.g. the build's prerender) have no web storage.
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
  // A test that took the browser offline gives it back: TanStack Query's online manager is a
  // module singleton, shared by the files of a worker, and stops listening for 'online' once the
  // page is unmounted, so it would hold every later file's reads paused.
  onlineManager.setOnline(true);
});
afterAll(() => server.close());
