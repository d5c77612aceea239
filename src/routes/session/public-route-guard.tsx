import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { sessionStore, type SessionStore } from '../../platform/session/session-storage';
import { useIsSignedIn } from './auth-context';
import { afterSignInPath } from './return-to';

export interface PublicRouteGuardProps {
  children: ReactNode;
  store?: SessionStore;
}

/**
 * /login, /signin, /signup, /reset-password (spec §2): a user who already has an auth code and a
 * health-record token, or (decision 1) a signed-in session, goes to the page they came for, else
 * the default page.
 */
export function PublicRouteGuard({ children, store = sessionStore }: PublicRouteGuardProps) {
  const signedIn = useIsSignedIn();
  const search = useSearch();
  const { authCode, fhirToken } = store.read();
  if (signedIn || (authCode && fhirToken)) {
    return <Redirect to={afterSignInPath(search, globalThis.location.origin)} replace />;
  }
  return children;
}
