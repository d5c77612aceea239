import '@testing-library/jest-dom/vitest';
import '../src/i18n/english-features';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../src/mocks/node';
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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // The app's one read cache (query-root.tsx) outlives a test unless cleared, as at session end.
  clearQueryCache();
  server.resetHandlers();
  // Node-environment files (e.g. the build's prerender) have no web storage.
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
});
afterAll(() => server.close());
