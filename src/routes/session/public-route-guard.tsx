import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { selectLeavesPublicRoute } from '../../machines/session/auth.selectors';
import { homeOf, landingFor } from '../../machines/session/landing';
import { AuthContext, useMemberRoles, usePortalPatientId } from './auth-context';
import { afterSignInPath } from './return-to';

export interface PublicRouteGuardProps {
  children: ReactNode;
}

/**
 * /login, /signin, /signup, /reset-password (spec §2): a user who already has an auth code and a
 * health-record token, or (decision 1) a signed-in session, goes to the page they came for, else
 * the default page. The auth machine decides; this only follows it.
 */
export function PublicRouteGuard({ children }: PublicRouteGuardProps) {
  const leaves = AuthContext.useSelector(selectLeavesPublicRoute);
  const roles = useMemberRoles();
  const patientId = usePortalPatientId();
  const search = useSearch();
  if (leaves) {
    const who = { roles, patientId };
    const to = landingFor(who, afterSignInPath(search, globalThis.location.origin, homeOf(who)));
    return <Redirect to={to} replace />;
  }
  return children;
}
