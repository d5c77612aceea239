import { Stack } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { ROUTES } from '../../config/constants';
import { AuthCard } from '../../ui/session/auth-card';
import { FormSuccessAlert } from '../../ui/session/form-alerts';
import { SignUpForm } from '../../ui/session/sign-up-form';
import { useT } from '../../ui/i18n/i18n-context';
import {
  useRetryAfterS,
  useRegisterError,
  useAuthSend,
  useIsAuthBusy,
  useRegistered,
} from './auth-context';
import { authVariantFor } from './auth-variant';

/** /signup, /auth/signup-1|2: POST /account/register, then the user signs in. */
export default function SignUpPage() {
  const t = useT();
  const [path, navigate] = useLocation();
  const send = useAuthSend();
  const pending = useIsAuthBusy();
  const error = useRegisterError();
  const retryAfterS = useRetryAfterS();
  const registered = useRegistered();
  return (
    <AuthCard
      variant={authVariantFor(path)}
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
    >
      <Stack gap="4">
        {registered && <FormSuccessAlert title={t('session.registered')} />}
        <SignUpForm
          pending={pending}
          errorCode={error}
          retryAfterS={retryAfterS}
          onSubmit={(account) => send({ type: 'auth.register', ...account })}
          signInHref={ROUTES.login}
          onNavigate={navigate}
        />
      </Stack>
    </AuthCard>
  );
}
