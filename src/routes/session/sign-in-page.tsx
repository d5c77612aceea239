import { Stack } from '@chakra-ui/react';
import { useLocation, useSearch } from 'wouter';
import { externalSignInAvailability } from '../../platform/session/oidc-client';
import { AuthCard } from '../../ui/session/auth-card';
import { FormNotice } from '../../ui/session/form-alerts';
import { SignInForm } from '../../ui/session/sign-in-form';
import { useT } from '../../ui/i18n/i18n-context';
import {
  useRetryAfterS,
  useSignInError,
  useAuthSend,
  useIsAuthBusy,
  useSessionEndReason,
} from './auth-context';
import { authVariantFor } from './auth-variant';
import { afterSignInPath } from './return-to';

/** /login, /signin, /auth/signin-1|2: e-mail and password, or the organization's provider. */
export default function SignInPage() {
  const t = useT();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const send = useAuthSend();
  const pending = useIsAuthBusy();
  const error = useSignInError();
  const retryAfterS = useRetryAfterS();
  const endReason = useSessionEndReason();
  const externalReady = externalSignInAvailability().status === 'ready';

  const signInExternally = () => {
    // The same validated page a password sign-in goes to (the callback checks it again).
    send({
      type: 'auth.external.start',
      returnTo: afterSignInPath(search, window.location.origin),
    });
  };

  return (
    <AuthCard
      variant={authVariantFor(path)}
      title={t('auth.signIn.title')}
      subtitle={t('auth.signIn.subtitle')}
    >
      <Stack gap="4">
        {endReason && !error && <FormNotice title={t(`session.ended.${endReason}`)} />}
        <SignInForm
          pending={pending}
          errorCode={error}
          retryAfterS={retryAfterS}
          onSubmit={({ email, password }) =>
            send({ type: 'auth.signIn.password', email, password })
          }
          onExternalSignIn={externalReady ? signInExternally : undefined}
          signUpHref="/signup"
          resetPasswordHref="/reset-password"
          onNavigate={navigate}
        />
      </Stack>
    </AuthCard>
  );
}
