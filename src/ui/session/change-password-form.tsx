import { AuthFormFrame, serverStateOf } from './auth-form-frame';
import { useT } from '../i18n/i18n-context';
import type { ServerStateProps } from './auth-error';
import { validateChangePassword } from './auth-validation';
import { FormSuccessAlert } from './form-alerts';
import { PasswordField } from './password-field';
import { NewPasswordFields } from './new-password-fields';
import { useAuthForm } from './use-auth-form';
import { useOnChange, useOnFailure } from './use-on-change';

export interface ChangePasswordFormProps extends ServerStateProps {
  onSubmit: (request: { currentPassword: string; newPassword: string }) => void;
  /** The last change was saved. */
  succeeded?: boolean;
}

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password; no password stays on screen after an answer. */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const { onSubmit, succeeded = false, pending = false, errorCode } = props;
  const t = useT();
  const form = useAuthForm({
    initialValues: EMPTY,
    validate: validateChangePassword,
    onValid: ({ currentPassword, newPassword }) => onSubmit({ currentPassword, newPassword }),
    pending,
  });
  useOnFailure(pending, errorCode, (code) => {
    if (code === 'invalid-current-password') form.reset({ currentPassword: '' });
  });
  useOnChange(succeeded, (now) => {
    if (now) form.reset(EMPTY);
  });

  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('auth.changePassword.submit')}
      pendingLabel={t('auth.changePassword.pending')}
      {...serverStateOf(props)}
      notice={
        succeeded && !pending && <FormSuccessAlert title={t('auth.changePassword.success')} />
      }
      compactSubmit
    >
      <PasswordField
        {...form.field('currentPassword')}
        label={t('auth.fields.currentPassword')}
        autoComplete="current-password"
      />
      <NewPasswordFields
        newPassword={form.field('newPassword')}
        confirmPassword={form.field('confirmPassword')}
      />
    </AuthFormFrame>
  );
}
