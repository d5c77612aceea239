import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadFirstPage } from '../routes/route-modules';
import { sessionStore } from '../platform/session/session-storage';
import { App } from './app';
import { readSessionConfig } from './session-config-source';

/** Builds ask for the mock API with VITE_API_MOCK=true; `npm run dev` uses it unless set to false. */
const useMockApi =
  import.meta.env.VITE_API_MOCK === 'true' ||
  (import.meta.env.DEV && import.meta.env.VITE_API_MOCK !== 'false');

async function startMockApi(): Promise<void> {
  if (!useMockApi) return;
  const { worker } = await import('../mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const sessionConfig = readSessionConfig(import.meta.env, useMockApi, root);
if (sessionConfig) {
  const hasSession = Object.values(sessionStore.read()).some((value) => value !== null);
  void preloadFirstPage(globalThis.location.pathname, hasSession);
  void startMockApi().then(() => {
    createRoot(root).render(
      <StrictMode>
        <App sessionConfig={sessionConfig} />
      </StrictMode>,
    );
  });
}
