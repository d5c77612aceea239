import { AuthFormFrame, serverStateOf } from './auth-form-frame';
import { Button, HStack, Separator, Text } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import { useT } from '../i18n/i18n-context';
import { AuthField } from './auth-field';
import { AuthLink } from './auth-link';
import type { ServerStateProps } from './auth-error';
import { validateSignIn, type SignInValues } from './auth-validation';
import { PasswordField } from './password-field';
import { useAuthForm } from './use-auth-form';
import { useOnFailure } from './use-on-change';

export interface SignInFormProps extends ServerStateProps {
  onSubmit: (credentials: SignInValues) => void;
  /** Sign in through the external identity provider; the button is hidden without it. */
  onExternalSignIn?: () => void;
  initialEmail?: string;
  /** Typed into the prerendered form before the app took it over (src/app/prerender-sign-in.tsx). */
  initialPassword?: string;
  signUpHref?: string;
  resetPasswordHref?: string;
  onNavigate?: (href: string) => void;
}

/** E-mail and password sign-in (spec §1), plus the organization's identity provider. */
export function SignInForm(props: SignInFormProps) {
  const { onSubmit, onExternalSignIn, pending = false, errorCode } = props;
  const { signUpHref, resetPasswordHref, onNavigate } = props;
  const t = useT();
  const form = useAuthForm({
    initialValues: { email: props.initialEmail ?? '', password: props.initialPassword ?? '' },
    validate: validateSignIn,
    onValid: ({ email, password }) => onSubmit({ email: email.trim(), password }),
    pending,
  });
  // A rejected password is never kept on screen; the e-mail stays so the user only retypes one field.
  useOnFailure(pending, errorCode, () => form.reset({ password: '' }));

  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('auth.signIn.submit')}
      pendingLabel={t('auth.signIn.pending')}
      {...serverStateOf(props)}
      footer={
        <>
          {onExternalSignIn && (
            <>
              <HStack gap="3">
                <Separator flex="1" />
                <Text textStyle="sm" color="fg.muted">
                  {t('auth.signIn.or')}
                </Text>
                <Separator flex="1" />
              </HStack>
              <Button type="button" variant="outline" disabled={pending} onClick={onExternalSignIn}>
                <Building2 aria-hidden />
                {t('auth.signIn.external')}
              </Button>
            </>
          )}
          {signUpHref && (
            <Text textStyle="sm" textAlign="center">
              {t('auth.signIn.noAccount')}{' '}
              <AuthLink href={signUpHref} onNavigate={onNavigate}>
                {t('auth.signIn.signUpLink')}
              </AuthLink>
            </Text>
          )}
        </>
      }
    >
      <AuthField
        {...form.field('email')}
        label={t('auth.fields.email')}
        type="email"
        autoComplete="username"
      />
      <PasswordField
        {...form.field('password')}
        label={t('auth.fields.password')}
        autoComplete="current-password"
      />
      {resetPasswordHref && (
        <Text textStyle="sm" textAlign="end">
          <AuthLink href={resetPasswordHref} onNavigate={onNavigate}>
            {t('auth.signIn.forgotPassword')}
          </AuthLink>
        </Text>
      )}
    </AuthFormFrame>
  );
}
