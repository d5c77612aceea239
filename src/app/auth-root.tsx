import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { AuthContext, useIsInitialised, type AuthActorRef } from '../routes/session/auth-context';
import { useFirstPageArrived } from '../routes/route-modules';
import type { IdleActorRef } from '../routes/session/idle-connected';
import { PageLoading } from '../ui/shell/page-loading';
import { ErrorBoundary } from '../ui/status/error-boundary';

/** The warning's code is not needed until a session exists: /login does not load it. */
const loadExpiryModal = () =>
  import('../routes/session/session-expiry-connected').then((module) => ({
    default: module.ConnectedSessionExpiryModal,
  }));

const reportExpiryModalFailure = (error: unknown) =>
  console.warn('[auth] the session-expiry warning could not be loaded', error);

/**
 * The expiry warning of watcher 2, rendered only while signed in. Its chunk is asked for as the
 * session starts, so it is in memory long before the warning, even if the network is gone by then.
 */
function IdleWarningBridge() {
  const idleRef = AuthContext.useSelector((s) => s.children.idle as IdleActorRef | undefined);
  // One lazy component per session: a chunk that failed to load is asked for again next session.
  const ExpiryModal = useMemo(() => (idleRef ? lazy(loadExpiryModal) : null), [idleRef]);
  if (!idleRef || !ExpiryModal) return null;
  return (
    <ErrorBoundary resetKey={idleRef} fallback={null} onError={reportExpiryModalFailure}>
      <Suspense fallback={null}>
        <ExpiryModal idleRef={idleRef} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Auth start shows the progress bar; nothing else paints (no guard runs) until the session is
 * known and the first page's modules, loaded meanwhile, are in.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const initialised = useIsInitialised();
  const firstPageArrived = useFirstPageArrived();
  return initialised && firstPageArrived ? children : <PageLoading />;
}

export interface AuthRootProps {
  /** The page's auth actor, started before React (browser-auth.ts). */
  auth: AuthActorRef;
  children: ReactNode;
}

/** Provides the one auth actor and gates the app on auth start. */
export function AuthRoot({ children, auth }: AuthRootProps) {
  return (
    <AuthContext.Provider actor={auth}>
      <IdleWarningBridge />
      <AuthGate>{children}</AuthGate>
    </AuthContext.Provider>
  );
}
