import { useLocation } from 'wouter';
import { accountApi } from '../../api/session/account.api';
import { ROUTES } from '../../config/constants';
import { AuthCard } from '../../ui/session/auth-card';
import { ResetPasswordConfirmForm } from '../../ui/session/reset-password-confirm-form';
import { ResetPasswordForm } from '../../ui/session/reset-password-form';
import { useT } from '../../ui/i18n/i18n-context';
import { useAccountRequest } from './use-account-request';
import { authVariantFor } from './auth-variant';
import { useLinkToken } from './reset-link-token';

/** /reset-password, /auth/reset-password-1|2: request a link; with #token= choose the new password. */
export default function ResetPasswordPage() {
  const t = useT();
  const [path, navigate] = useLocation();
  const token = useLinkToken();
  const request = useAccountRequest(accountApi.requestPasswordReset);
  const confirm = useAccountRequest(accountApi.confirmPasswordReset, {
    badRequest: 'invalid-token',
  });
  const variant = authVariantFor(path);

  if (token !== null) {
    return (
      <AuthCard variant={variant} title={t('auth.reset.confirmTitle')}>
        <ResetPasswordConfirmForm
          token={token}
          pending={confirm.pending}
          errorCode={confirm.errorCode}
          retryAfterS={confirm.retryAfterS}
          done={confirm.done}
          onSubmit={confirm.run}
          signInHref={ROUTES.login}
          resetPasswordHref={path}
          onNavigate={navigate}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard variant={variant} title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <ResetPasswordForm
        pending={request.pending}
        errorCode={request.errorCode}
        retryAfterS={request.retryAfterS}
        sent={request.done}
        onSubmit={request.run}
        signInHref={ROUTES.login}
        onNavigate={navigate}
      />
    </AuthCard>
  );
}
