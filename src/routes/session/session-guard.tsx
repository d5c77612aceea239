import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageLoading } from '../../ui/shell/page-loading';
import { homeOf, isPatient, patientLaunchPage } from '../../machines/session/landing';
import {
  useAuthSend,
  useMemberRoles,
  usePortalPatientId,
  useShowsProtectedContent,
} from './auth-context';

export interface SessionGuardProps {
  children: ReactNode;
  /** Whose pages these are: the clinic's members' (the default) or the patient portal's. */
  area?: 'members' | 'portal';
}

/**
 * Protected content paints only while the auth machine is signed in (spec §4), and stays while
 * the session's end flushes drafts. Otherwise the progress bar shows and the machine runs the
 * guard delay: it clears storage and sends the user to /login, which remembers where they were
 * going. A signed-in user on a page not theirs goes home instead (issue 36: a portal patient
 * never sees a clinic page; a member is not taken into the patient's area).
 */
export function SessionGuard({ children, area = 'members' }: SessionGuardProps) {
  return useShowsProtectedContent() ? (
    <OwnAreaOnly area={area}>{children}</OwnAreaOnly>
  ) : (
    <WaitingForSession />
  );
}

function OwnAreaOnly({ children, area }: Required<SessionGuardProps>) {
  const who = { roles: useMemberRoles(), patientId: usePortalPatientId() };
  // A patient signed in already, sent to the members' SMART consent: the portal's own (issue 36).
  const launch = patientLaunchPage(
    who,
    `${globalThis.location.pathname}${globalThis.location.search}`,
  );
  if (launch) return <Redirect to={`~${launch}`} replace />;
  // `~`: from anywhere, even inside the portal's nested routes, to the app's own path.
  if (isPatient(who) !== (area === 'portal')) return <Redirect to={`~${homeOf(who)}`} replace />;
  return children;
}

function WaitingForSession() {
  const send = useAuthSend();
  useEffect(() => {
    send({ type: 'guard.protectedRoute.entered' });
    return () => send({ type: 'guard.protectedRoute.left' });
  }, [send]);
  return <PageLoading />;
}
