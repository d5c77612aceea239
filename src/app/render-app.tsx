import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AuthActorRef } from '../routes/session/auth-context';
import { App } from './app';

export { preloadFirstPage } from '../routes/route-modules';

/** Renders the React app into `root` over the page's auth actor (started in main.ts). */
export function renderApp(root: HTMLElement, auth: AuthActorRef): void {
  createRoot(root).render(
    <StrictMode>
      <App auth={auth} />
    </StrictMode>,
  );
}
