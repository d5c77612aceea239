import { useT } from '../i18n/i18n-context';
import { VALIDATION_PARAMS } from './auth-validation';
import { PasswordField } from './password-field';
import type { BoundField } from './use-auth-form';

/** A new password with its rule, and its confirmation: change password and reset share them. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
}: {
  newPassword: BoundField;
  confirmPassword: BoundField;
}) {
  const t = useT();
  return (
    <>
      <PasswordField
        {...newPassword}
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        helperText={t('auth.password.rule', VALIDATION_PARAMS)}
      />
      <PasswordField
        {...confirmPassword}
        label={t('auth.fields.confirmNewPassword')}
        autoComplete="new-password"
      />
    </>
  );
}
