import {
  prerenderedSignInForm,
  showPrerenderedOffline,
} from '../platform/session/prerendered-sign-in';
import { sessionStore } from '../platform/session/session-storage';
import { startBrowserAuth } from './browser-auth';
import { loadWithRetry } from './load-with-retry';
import { startFirstReads } from '../routes/first-reads';
import { readSessionConfig } from './session-config-source';
import { startSignInIsland } from './sign-in-island';
import { storedViewer } from './stored-viewer';
import { importAgain } from '../ui/on-demand/import-again';

/** Builds ask for the mock API with VITE_API_MOCK=true; `npm run dev` uses it unless set to false. */
const useMockApi =
  import.meta.env.VITE_API_MOCK === 'true' ||
  (import.meta.env.DEV && import.meta.env.VITE_API_MOCK !== 'false');

async function startMockApi(): Promise<void> {
  if (!useMockApi) return;
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

const hideOffline = () => showPrerenderedOffline(false);

/**
 * React's module did not load (the connection dropped): it is tried again (load-with-retry.ts),
 * and meanwhile the island shows what React would, offline the offline notice until `online`.
 */
function appMissing(error: unknown) {
  console.warn('[app] Praxis could not load; trying again', error);
  showPrerenderedOffline(!navigator.onLine);
  addEventListener('online', hideOffline, { once: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The entry has no React (issue 13): it starts the auth actor and, where the prerendered sign-in
 * form is shown, makes that form usable with it (sign-in-island.ts) and only then asks for React,
 * which takes the page over with the same actor. Elsewhere React is asked for at once.
 */
const sessionConfig = readSessionConfig(import.meta.env, useMockApi, root);
if (sessionConfig) {
  // The first page's modules load while auth start runs (route-modules.ts); a sign-in made
  // before React arrived has a session by then.
  const importApp = importAgain(() => import('./render-app'));
  const loadApp = () =>
    importApp().then((app) => {
      const hasSession = Object.values(sessionStore.read()).some((value) => value !== null);
      app.preloadFirstPage(globalThis.location.pathname, hasSession, authStarted);
      return app;
    });
  const loadAppUntilIn = () => loadWithRetry(loadApp, globalThis, appMissing);
  // Auth start once the mock API is up (in a build that uses it): then calls reach it, with the
  // stored session's token.
  const authStarted = startMockApi().then(() => startBrowserAuth(sessionConfig));
  // The first page's data is asked for before React's modules are (issue 32): its request leaves
  // once auth start is up, not after React, the UI kit and the page have loaded. A tab with no
  // live session asks for nothing.
  const { pathname, search } = globalThis.location;
  void startFirstReads(pathname, search, storedViewer(), authStarted);
  // Where the island has a form to drive, React's bytes wait until it is usable (issue 13).
  const appLoaded = prerenderedSignInForm() ? null : loadAppUntilIn();
  void authStarted
    .then(async (auth) => {
      await startSignInIsland(auth);
      const { renderApp } = await (appLoaded ?? loadAppUntilIn());
      renderApp(root, auth);
    })
    .catch((error: unknown) => {
      console.error('[app] Praxis could not start', error);
    });
}
