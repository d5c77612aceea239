import { AuthFormFrame, serverStateOf } from './auth-form-frame';
import { Stack } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from './auth-link';
import type { ServerStateProps } from './auth-error';
import { validateNewPasswordPair } from './auth-validation';
import { FormErrorAlert, FormNotice, FormSuccessAlert } from './form-alerts';
import { NewPasswordFields } from './new-password-fields';
import { useAuthForm } from './use-auth-form';

export interface ResetPasswordConfirmFormProps extends ServerStateProps {
  /** The token from the reset link's URL; without one the form cannot be sent. */
  token: string | null | undefined;
  onSubmit: (request: { token: string; newPassword: string }) => void;
  /** The new password was saved. */
  done?: boolean;
  signInHref: string;
  resetPasswordHref: string;
  onNavigate?: (href: string) => void;
}

/** Second step of the reset: a new password for the token in the e-mailed link. */
export function ResetPasswordConfirmForm(props: ResetPasswordConfirmFormProps) {
  const { token, onSubmit, done = false, pending = false, errorCode } = props;
  const { signInHref, resetPasswordHref, onNavigate } = props;
  const t = useT();
  const form = useAuthForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: validateNewPasswordPair,
    onValid: ({ newPassword }) => token && onSubmit({ token, newPassword }),
    pending,
  });

  if (done) {
    return (
      <Stack gap="5">
        <FormSuccessAlert title={t('auth.reset.doneTitle')} body={t('auth.reset.doneBody')} />
        <AuthLink href={signInHref} onNavigate={onNavigate}>
          {t('auth.reset.backToSignIn')}
        </AuthLink>
      </Stack>
    );
  }

  if (!token || errorCode === 'invalid-token') {
    return (
      <Stack gap="5">
        {token ? (
          <FormErrorAlert code="invalid-token" />
        ) : (
          <FormNotice title={t('auth.reset.missingToken')} />
        )}
        <AuthLink href={resetPasswordHref} onNavigate={onNavigate}>
          {t('auth.reset.requestNew')}
        </AuthLink>
      </Stack>
    );
  }

  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('auth.reset.confirmSubmit')}
      pendingLabel={t('auth.changePassword.pending')}
      {...serverStateOf(props)}
    >
      <NewPasswordFields
        newPassword={form.field('newPassword')}
        confirmPassword={form.field('confirmPassword')}
      />
    </AuthFormFrame>
  );
}
