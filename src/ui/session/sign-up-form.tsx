import { PersonNameFields } from './person-name-fields';
import { AuthFormFrame, serverStateOf } from './auth-form-frame';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { AuthField } from './auth-field';
import { AuthLink } from './auth-link';
import type { ServerStateProps } from './auth-error';
import { validateSignUp } from './auth-validation';
import { NewPasswordFields } from './new-password-fields';
import { useAuthForm } from './use-auth-form';

export interface SignUpRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface SignUpFormProps extends ServerStateProps {
  onSubmit: (account: SignUpRequest) => void;
  signInHref?: string;
  onNavigate?: (href: string) => void;
}

/** Registration (spec §7): names, e-mail and a password that meets the contract's rule. */
export function SignUpForm(props: SignUpFormProps) {
  const { onSubmit, pending = false, signInHref, onNavigate } = props;
  const t = useT();
  const form = useAuthForm({
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    validate: validateSignUp,
    onValid: (v) =>
      onSubmit({
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email: v.email.trim(),
        password: v.password,
      }),
    pending,
  });

  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('auth.signUp.submit')}
      pendingLabel={t('auth.signUp.pending')}
      {...serverStateOf(props)}
      footer={
        signInHref && (
          <Text textStyle="sm" textAlign="center">
            {t('auth.signUp.haveAccount')}{' '}
            <AuthLink href={signInHref} onNavigate={onNavigate}>
              {t('auth.signUp.signInLink')}
            </AuthLink>
          </Text>
        )
      }
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <PersonNameFields firstName={form.field('firstName')} lastName={form.field('lastName')} />
      </SimpleGrid>
      <AuthField
        {...form.field('email')}
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
      />
      <NewPasswordFields
        newPassword={form.field('password')}
        confirmPassword={form.field('confirmPassword')}
        first
      />
    </AuthFormFrame>
  );
}
