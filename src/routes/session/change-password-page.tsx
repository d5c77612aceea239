import { useCallback } from 'react';
import { accountApi } from '../../api/session/account.api';
import { useAuthSend } from './auth-context';
import { AuthCard } from '../../ui/session/auth-card';
import { ChangePasswordForm } from '../../ui/session/change-password-form';
import { useT } from '../../ui/i18n/i18n-context';
import { BackToAppLink } from './back-to-app-link';
import { SignedInOnly } from './signed-in-only';
import { useAccountRequest } from './use-account-request';

/** /auth/change-password: POST /account/change-password, then /login with a notice (the session ended). */
export default function ChangePasswordPage() {
  const t = useT();
  const send = useAuthSend();
  // The server ended every session of the user, this one too: sign in again with the new password.
  const endSession = useCallback(
    () => send({ type: 'auth.logout', reason: 'password-changed' }),
    [send],
  );
  const change = useAccountRequest(accountApi.changePassword, {
    badRequest: 'invalid-current-password',
    onDone: endSession,
  });
  const title = t('auth.changePassword.title');
  return (
    <SignedInOnly title={title}>
      <AuthCard title={title}>
        <ChangePasswordForm
          pending={change.pending}
          errorCode={change.errorCode}
          retryAfterS={change.retryAfterS}
          succeeded={change.done}
          onSubmit={change.run}
        />
        <BackToAppLink />
      </AuthCard>
    </SignedInOnly>
  );
}
