import { Stack } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { AuthCard } from './auth-card';
import { FormNotice } from './form-alerts';
import { SignInForm, type SignInFormProps } from './sign-in-form';

export interface SignInViewProps extends SignInFormProps {
  variant: 1 | 2;
  /** Why the last session ended, said above the form until the next sign-in attempt fails. */
  endNotice?: string;
}

/**
 * The sign-in page as the user sees it: the card, why the last session ended, the form. The route
 * renders it with the auth machine's state; the build prerenders it (src/app/prerender-sign-in.tsx).
 */
export function SignInView({ variant, endNotice, ...form }: SignInViewProps) {
  const t = useT();
  return (
    <AuthCard variant={variant} title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      <Stack gap="4">
        {endNotice && !form.errorCode && <FormNotice title={endNotice} />}
        <SignInForm {...form} />
      </Stack>
    </AuthCard>
  );
}
