import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadFirstPage as preloadModules } from '../routes/route-modules';
import type { AuthActorRef } from '../routes/session/auth-context';
import { App } from './app';
import { storedViewer } from './stored-viewer';

/**
 * Loads the first page's modules while auth start runs, and starts its first reads (the stored
 * session's member, the address's query) as soon as its module is in and auth start (`ready`)
 * is up (route-modules.ts).
 */
export const preloadFirstPage = (pathname: string, hasSession: boolean, ready: Promise<unknown>) =>
  preloadModules(pathname, hasSession, {
    search: globalThis.location.search,
    viewer: () => storedViewer(),
    ready,
  });

/** Renders the React app into `root` over the page's auth actor (started in main.ts). */
export function renderApp(root: HTMLElement, auth: AuthActorRef): void {
  createRoot(root).render(
    <StrictMode>
      <App auth={auth} />
    </StrictMode>,
  );
}
