import { useEffect } from 'react';
import { PageLoading } from '../../ui/shell/page-loading';
import { useAuthSend } from './auth-context';

/**
 * /auth/logout (the profile menu's Logout link): ends the session with reason `user`; the auth
 * machine clears storage and lands on /login. Visiting the URL is the user's action, so the event
 * is sent on arrival; a second send (StrictMode) finds the session already ended.
 */
export default function LogoutPage() {
  const send = useAuthSend();
  useEffect(() => {
    send({ type: 'auth.logout', reason: 'user' });
  }, [send]);
  return <PageLoading />;
}
