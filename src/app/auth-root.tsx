import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { accountApi } from '../api/session/account.api';
import { httpClient } from '../api/http/http-client';
import { systemClock } from '../platform/time/clock';
import { decodeJwtPayload } from '../platform/session/jwt';
import { sessionStore } from '../platform/session/session-storage';
import { createSessionShare } from '../platform/session/session-share';
import { completeExternalSignIn, startExternalSignIn } from '../platform/session/oidc-client';
import { isSessionLive } from '../machines/session/auth.rules';
import { AuthContext, useIsInitialised } from '../routes/session/auth-context';
import { isLoginPath } from '../routes/session/return-to';
import { useFirstPageArrived } from '../routes/route-modules';
import { browserIdleLogic, type IdleActorRef } from '../routes/session/idle-connected';
import { PageLoading } from '../ui/shell/page-loading';
import { ErrorBoundary } from '../ui/status/error-boundary';
import type { SessionConfig } from '../config/session-config';
import { bearerToken, provideAuthEffects, type AuthEffectDeps } from './auth-effects';
import { pendingDrafts } from '../platform/drafts/pending-drafts';

const browserLocation = () => {
  const { pathname, search, origin } = globalThis.location;
  return { pathname, search, origin };
};

/** The browser's effects for the auth machine; created once per app. */
function createBrowserAuth(
  config: SessionConfig,
  extra: Pick<AuthEffectDeps, 'onSignIn' | 'onSessionEnd' | 'onUnrecordedSessionEnd'>,
) {
  httpClient.configure({
    getToken: () => bearerToken(sessionStore),
    isUnauthorizedIgnored: () => isLoginPath(globalThis.location.pathname),
  });
  // For the page's lifetime: a new tab of this browser may take this tab's live session.
  const share = createSessionShare();
  share.answer(() => {
    const session = sessionStore.read();
    return isSessionLive(session, systemClock.now()) ? session : null;
  });
  return provideAuthEffects({
    share,
    drafts: pendingDrafts,
    store: sessionStore,
    clock: systemClock,
    api: accountApi,
    http: httpClient,
    decodeJwt: decodeJwtPayload,
    navigate: (to, options) => navigate(to, options),
    location: browserLocation,
    log: (message, error) => console.warn(`[auth] ${message}`, error),
    sessionMaxMs: config.sessionMaxMs,
    ...extra,
  }).provide({
    actors: {
      idle: browserIdleLogic(),
      redirectToProvider: fromPromise(({ input }) => startExternalSignIn(input.returnTo)),
      completeProviderCallback: fromPromise(({ input }) => completeExternalSignIn(input.url)),
    },
  });
}

/** The dialog's code (Zag's dialog, focus trap) is not needed until a session exists. */
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

export interface AuthRootProps extends Pick<
  AuthEffectDeps,
  'onSignIn' | 'onSessionEnd' | 'onUnrecordedSessionEnd'
> {
  /** The session durations, validated once at start (src/app/main.tsx). */
  config: SessionConfig;
  children: ReactNode;
}

/** Starts the one auth actor with the browser's effects and gates the app on auth start. */
export function AuthRoot({ children, config, ...auditHooks }: AuthRootProps) {
  const [logic] = useState(() => createBrowserAuth(config, auditHooks));
  return (
    <AuthContext.Provider logic={logic} options={{ input: { config } }}>
      <IdleWarningBridge />
      <AuthGate>{children}</AuthGate>
    </AuthContext.Provider>
  );
}
