/* global importScripts */
// The mock API's service worker: MSW's own (mockServiceWorker.js, written by `msw init`), except
// that it never unregisters itself (docs/decisions.md, "The mock API's worker and full page
// loads"). MSW's page script sends CLIENT_CLOSED on every `beforeunload`, a tab going to its next
// page included, and MSW's worker then unregisters itself when it sees no other window: the next
// page is not one yet. That page may already have found the registration; MSW's start then calls
// `registration.update()` without catching it, which rejects with "Not found" on a registration
// being removed: an unhandled error in the page. Everything else MSW does on CLIENT_CLOSED (the
// closing page stops being mocked) is kept. A page can still unregister the worker.
Object.defineProperty(self.registration, 'unregister', {
  value: () => Promise.resolve(false),
});

importScripts('./mockServiceWorker.js');
