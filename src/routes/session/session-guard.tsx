import { useEffect, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { AuthMachine } from '../../machines/session/auth.machine';
import { PageLoading } from '../../ui/shell/page-loading';
import { AuthContext, useAuthSend } from './auth-context';

export interface SessionGuardProps {
  children: ReactNode;
}

/**
 * Signed in, or ending the session while open drafts are saved (CLINICAL.md decision 2): the
 * editors must stay mounted through `flushingDrafts`, or their drafts would stop mid-save.
 */
const keepsContent = (s: SnapshotFrom<AuthMachine>) =>
  s.matches('signedIn') || s.matches('flushingDrafts');

/**
 * Protected content paints only while the auth machine is signed in (spec §4), and stays while
 * the session's end flushes drafts. Otherwise the progress bar shows and the machine runs the
 * guard delay: it clears storage and sends the user to /login, which remembers where they were
 * going.
 */
export function SessionGuard({ children }: SessionGuardProps) {
  return AuthContext.useSelector(keepsContent) ? children : <WaitingForSession />;
}

function WaitingForSession() {
  const send = useAuthSend();
  useEffect(() => {
    send({ type: 'guard.protectedRoute.entered' });
    return () => send({ type: 'guard.protectedRoute.left' });
  }, [send]);
  return <PageLoading />;
}
