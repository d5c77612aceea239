import { accountApi } from '../../api/account.api';
import { AuthCard } from '../../ui/auth/auth-card';
import { ChangePasswordForm } from '../../ui/auth/change-password-form';
import { useT } from '../../ui/i18n/i18n-context';
import { SignedInOnly } from './signed-in-only';
import { useAccountRequest } from './use-account-request';

/** /auth/change-password: POST /account/change-password for the signed-in account. */
export default function ChangePasswordPage() {
  const t = useT();
  const change = useAccountRequest(accountApi.changePassword, {
    badRequest: 'invalid-current-password',
  });
  const title = t('auth.changePassword.title');
  return (
    <SignedInOnly title={title}>
      <AuthCard title={title}>
        <ChangePasswordForm
          pending={change.pending}
          errorCode={change.errorCode}
          succeeded={change.done}
          onSubmit={change.run}
        />
      </AuthCard>
    </SignedInOnly>
  );
}
