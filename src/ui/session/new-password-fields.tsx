import { useT } from '../i18n/i18n-context';
import { VALIDATION_PARAMS } from './auth-validation';
import { PasswordField } from './password-field';
import type { BoundField } from './use-auth-form';

/**
 * A new password with its rule, and its confirmation: change password and reset share them, and
 * so do sign-up and joining a clinic, where it is the account's first password (`first`).
 */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  first = false,
}: {
  newPassword: BoundField;
  confirmPassword: BoundField;
  first?: boolean;
}) {
  const t = useT();
  return (
    <>
      <PasswordField
        {...newPassword}
        label={t(first ? 'auth.fields.password' : 'auth.fields.newPassword')}
        autoComplete="new-password"
        helperText={t('auth.password.rule', VALIDATION_PARAMS)}
      />
      <PasswordField
        {...confirmPassword}
        label={t(first ? 'auth.fields.confirmPassword' : 'auth.fields.confirmNewPassword')}
        autoComplete="new-password"
      />
    </>
  );
}
