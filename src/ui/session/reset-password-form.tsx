import { AuthFormFrame, serverStateOf } from './auth-form-frame';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { AuthField } from './auth-field';
import { AuthLink } from './auth-link';
import type { ServerStateProps } from './auth-error';
import { validateResetRequest } from './auth-validation';
import { FormSuccessAlert } from './form-alerts';
import { useAuthForm } from './use-auth-form';

export interface ResetPasswordFormProps extends ServerStateProps {
  onSubmit: (request: { email: string }) => void;
  /** The link was sent: the form gives way to "check your inbox". */
  sent?: boolean;
  initialEmail?: string;
  signInHref?: string;
  onNavigate?: (href: string) => void;
}

/** Asks for a reset link; the answer never says whether the account exists. */
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const { onSubmit, sent = false, pending = false } = props;
  const { signInHref, onNavigate } = props;
  const t = useT();
  const form = useAuthForm({
    initialValues: { email: props.initialEmail ?? '' },
    validate: validateResetRequest,
    onValid: ({ email }) => onSubmit({ email: email.trim() }),
    pending,
  });
  const backToSignIn = signInHref && (
    <Text textStyle="sm" textAlign="center">
      <AuthLink href={signInHref} onNavigate={onNavigate}>
        {t('auth.reset.backToSignIn')}
      </AuthLink>
    </Text>
  );

  if (sent) {
    return (
      <Stack gap="5">
        <FormSuccessAlert
          title={t('auth.reset.sentTitle')}
          body={t('auth.reset.sentBody', { email: form.values.email.trim() })}
        />
        <Button
          type="button"
          variant="outline"
          loading={pending}
          loadingText={t('auth.reset.pending')}
          onClick={() => onSubmit({ email: form.values.email.trim() })}
        >
          {t('auth.reset.sendAgain')}
        </Button>
        {backToSignIn}
      </Stack>
    );
  }

  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('auth.reset.submit')}
      pendingLabel={t('auth.reset.pending')}
      {...serverStateOf(props)}
      intro={<Text color="fg.muted">{t('auth.reset.subtitle')}</Text>}
      footer={backToSignIn}
    >
      <AuthField
        {...form.field('email')}
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
      />
    </AuthFormFrame>
  );
}
