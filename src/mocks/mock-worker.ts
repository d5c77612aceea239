/**
 * The mock API's service worker scripts, as the browser requests them. The app registers
 * MOCK_API_WORKER_URL (public/mock-api-worker.js): MSW's own worker (MSW_WORKER_URL, the file
 * `msw init` writes) that stays registered while a tab goes from page to page (docs/decisions.md,
 * "The mock API's worker and full page loads").
 */
export const MOCK_API_WORKER_URL = '/mock-api-worker.js';
export const MSW_WORKER_URL = '/mockServiceWorker.js';

/** Both scripts: they ship only in builds with the mock API (vite.config.ts, decision H8). */
export const MOCK_WORKER_SCRIPTS = [MOCK_API_WORKER_URL, MSW_WORKER_URL] as const;
