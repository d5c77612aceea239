import { useEffect, type ReactNode } from 'react';
import { PageLoading } from '../../ui/shell/page-loading';
import { useAuthSend, useShowsProtectedContent } from './auth-context';

export interface SessionGuardProps {
  children: ReactNode;
}

/**
 * Protected content paints only while the auth machine is signed in (spec §4), and stays while
 * the session's end flushes drafts. Otherwise the progress bar shows and the machine runs the
 * guard delay: it clears storage and sends the user to /login, which remembers where they were
 * going.
 */
export function SessionGuard({ children }: SessionGuardProps) {
  return useShowsProtectedContent() ? children : <WaitingForSession />;
}

function WaitingForSession() {
  const send = useAuthSend();
  useEffect(() => {
    send({ type: 'guard.protectedRoute.entered' });
    return () => send({ type: 'guard.protectedRoute.left' });
  }, [send]);
  return <PageLoading />;
}
