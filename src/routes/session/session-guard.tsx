import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { sessionConfig } from '../../config/session-config';
import { hasSessionCredentials } from '../../machines/session/auth.rules';
import { sessionStore, type SessionStore } from '../../platform/session/session-storage';
import { PageLoading } from '../../ui/shell/page-loading';
import { useIsSignedIn } from './auth-context';
import { loginPathFor } from './return-to';

export interface SessionGuardProps {
  children: ReactNode;
  store?: SessionStore;
}

/**
 * Protected content paints only once the session check passes (spec §4): signed in, with the
 * session's tokens in storage. Otherwise the progress bar shows; after the guard delay the storage
 * is cleared and the user goes to /login, which remembers where they were going.
 */
export function SessionGuard({ children, store = sessionStore }: SessionGuardProps) {
  const signedIn = useIsSignedIn();
  // Subscribing to the location re-reads the stored tokens on every navigation.
  useLocation();
  if (signedIn && hasSessionCredentials(store.read())) return children;
  return <LeaveAfterGuardDelay store={store} />;
}

function LeaveAfterGuardDelay({ store }: { store: SessionStore }) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    // Unmounting (the session arrived in time) cancels the redirect.
    const timer = setTimeout(() => {
      store.clear();
      const from = search ? `${path}?${search}` : path;
      navigate(loginPathFor(from, globalThis.location.origin), { replace: true });
    }, sessionConfig.guardDelayMs);
    return () => clearTimeout(timer);
  }, [store, path, search, navigate]);
  return <PageLoading />;
}
