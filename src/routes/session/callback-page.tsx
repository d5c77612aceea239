import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '../../config/constants';
import { CallbackStatus } from '../../ui/session/callback-status';
import { useAuthSend, useProviderFailure } from './auth-context';

/**
 * /auth/callback: the identity provider returns here with a code (or an error). The auth machine
 * exchanges it, signs in and goes to the return page; this page shows progress or the failure.
 * A second mount (StrictMode) finds the machine already completing and is ignored.
 */
export default function CallbackPage() {
  const send = useAuthSend();
  const [, navigate] = useLocation();
  const failure = useProviderFailure();
  useEffect(() => {
    send({ type: 'auth.external.callback', url: window.location.href });
  }, [send]);
  return (
    <CallbackStatus failure={failure ?? undefined} loginHref={ROUTES.login} onNavigate={navigate} />
  );
}
