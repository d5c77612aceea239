import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { MOCK_API_WORKER_URL } from './mock-worker';

export const worker = setupWorker(...handlers);

/** Starts the mock API in this page through the worker that stays registered (mock-worker.ts). */
export function startMockWorker() {
  return worker.start({
    serviceWorker: { url: MOCK_API_WORKER_URL },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
