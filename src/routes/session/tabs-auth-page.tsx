import { Stack } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { AuthCard } from '../../ui/session/auth-card';
import { AuthTabs } from '../../ui/session/auth-tabs';
import { FormSuccessAlert } from '../../ui/session/form-alerts';
import { useT } from '../../ui/i18n/i18n-context';
import {
  useAuthSend,
  useIsAuthBusy,
  useRegistered,
  useRegisterError,
  useRetryAfterS,
  useSignInError,
} from './auth-context';

/** /auth/tabs-auth: sign-in and sign-up on one page, both wired to the auth machine. */
export default function TabsAuthPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const send = useAuthSend();
  const pending = useIsAuthBusy();
  const signInError = useSignInError();
  const registerError = useRegisterError();
  const retryAfterS = useRetryAfterS();
  const registered = useRegistered();
  return (
    <AuthCard title={t('auth.tabs.label')}>
      <Stack gap="4">
        {registered && <FormSuccessAlert title={t('session.registered')} />}
        <AuthTabs
          signIn={{
            pending,
            errorCode: signInError,
            retryAfterS,
            onSubmit: ({ email, password }) =>
              send({ type: 'auth.signIn.password', email, password }),
            resetPasswordHref: '/reset-password',
            onNavigate: navigate,
          }}
          signUp={{
            pending,
            errorCode: registerError,
            retryAfterS,
            onSubmit: (account) => send({ type: 'auth.register', ...account }),
            onNavigate: navigate,
          }}
        />
      </Stack>
    </AuthCard>
  );
}
