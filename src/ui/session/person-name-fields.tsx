import { useT } from '../i18n/i18n-context';
import { AuthField } from './auth-field';
import type { BoundField } from './use-auth-form';

/** First and last name of an account: sign-up and profile settings share them. */
export function PersonNameFields({
  firstName,
  lastName,
}: {
  firstName: BoundField;
  lastName: BoundField;
}) {
  const t = useT();
  return (
    <>
      <AuthField {...firstName} label={t('auth.fields.firstName')} autoComplete="given-name" />
      <AuthField {...lastName} label={t('auth.fields.lastName')} autoComplete="family-name" />
    </>
  );
}
