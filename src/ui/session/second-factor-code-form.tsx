import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { AuthField } from './auth-field';
import type { ServerStateProps } from './auth-error';
import { AuthFormFrame, serverStateOf } from './auth-form-frame';
import { useAuthForm } from './use-auth-form';
import { useOnFailure } from './use-on-change';
import { totpCodeOf, validateRecoveryCode, validateTotpCode } from './two-factor-validation';

export interface SecondFactorCodeFormProps extends ServerStateProps {
  /** The six digits from the authenticator app. */
  onCode: (code: string) => void;
  /** One recovery code instead. */
  onRecoveryCode: (recoveryCode: string) => void;
  /** Back to the password (the challenge is dropped). */
  onCancel: () => void;
}

function CodeForm(props: SecondFactorCodeFormProps & { recovery: boolean }) {
  const { recovery, pending = false, errorCode } = props;
  const t = useT();
  const form = useAuthForm({
    initialValues: { code: '' },
    validate: ({ code }) => ({ code: (recovery ? validateRecoveryCode : validateTotpCode)(code) }),
    onValid: ({ code }) =>
      recovery ? props.onRecoveryCode(code.trim()) : props.onCode(totpCodeOf(code)),
    pending,
  });
  // A refused code is never kept: the next one is typed fresh.
  useOnFailure(pending, errorCode, () => form.reset({ code: '' }));
  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('auth.twoFactor.verify')}
      pendingLabel={t('auth.twoFactor.verifying')}
      {...serverStateOf(props)}
      intro={
        <Text>{t(recovery ? 'auth.twoFactor.recoveryTitle' : 'auth.twoFactor.codeTitle')}</Text>
      }
    >
      <AuthField
        {...form.field('code')}
        label={t(recovery ? 'auth.twoFactor.recoveryLabel' : 'auth.twoFactor.codeLabel')}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
      />
    </AuthFormFrame>
  );
}

/**
 * The second step of a sign-in (issue 36): the code from the authenticator app, or one recovery
 * code. Generic: the page passes the calls (a member's or, later, a patient's sign-in).
 */
export function SecondFactorCodeForm(props: SecondFactorCodeFormProps) {
  const t = useT();
  const [recovery, setRecovery] = useState(false);
  return (
    <Stack gap="4">
      {/* A new form for the other kind of code: its field and its errors start over. */}
      <CodeForm key={recovery ? 'recovery' : 'app'} {...props} recovery={recovery} />
      <Stack gap="2" align="center">
        <Button variant="plain" size="sm" onClick={() => setRecovery((on) => !on)}>
          {t(recovery ? 'auth.twoFactor.useApp' : 'auth.twoFactor.useRecovery')}
        </Button>
        <Button variant="plain" size="sm" onClick={props.onCancel}>
          {t('auth.twoFactor.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
