import { Code, Flex, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { AuthField } from './auth-field';
import type { ServerStateProps } from './auth-error';
import { AuthFormFrame, serverStateOf } from './auth-form-frame';
import { QrCode } from './qr-code';
import { useAuthForm } from './use-auth-form';
import { useOnFailure } from './use-on-change';
import { totpCodeOf, validateTotpCode } from './two-factor-validation';
import { codeRecipe } from '../theme/recipes';

export interface TwoFactorEnrolmentFormProps extends ServerStateProps {
  /** The secret, base32, to type into an app that cannot scan. */
  secret: string;
  /** The `otpauth://` URI the QR code carries. */
  uri: string;
  /** The first code the app shows: it confirms the enrolment. */
  onConfirm: (code: string) => void;
  /** Leaves the enrolment (back to the password at sign-in, back to the card in the settings). */
  cancel?: { label: string; onCancel: () => void };
}

/** The secret in groups of four, as authenticator apps show and people copy it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Enrolling an authenticator app (issue 36): the QR code of the `otpauth://` URI, the key as text
 * to type, and the first code to confirm. Generic: the caller passes the confirm call (at sign-in
 * where the clinic requires it, or in the member's own settings).
 */
export function TwoFactorEnrolmentForm(props: TwoFactorEnrolmentFormProps) {
  const { secret, uri, pending = false, errorCode } = props;
  const t = useT();
  const form = useAuthForm({
    initialValues: { code: '' },
    validate: ({ code }) => ({ code: validateTotpCode(code) }),
    onValid: ({ code }) => props.onConfirm(totpCodeOf(code)),
    pending,
  });
  useOnFailure(pending, errorCode, () => form.reset({ code: '' }));
  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('auth.twoFactor.turnOn')}
      pendingLabel={t('auth.twoFactor.verifying')}
      {...serverStateOf(props)}
      cancel={props.cancel}
      compactSubmit={Boolean(props.cancel)}
      intro={
        <Stack gap="3">
          <Text>{t('auth.twoFactor.enrolIntro')}</Text>
          <Flex justify="center">
            <QrCode text={uri} label={t('auth.twoFactor.qrLabel')} />
          </Flex>
          <Stack gap="1">
            <Text fontWeight="medium">{t('auth.twoFactor.secretLabel')}</Text>
            {/* The key reads left to right in every layout; it is copied as typed. */}
            <Code
              recipe={codeRecipe}
              dir="ltr"
              fontSize="md"
              px="2"
              py="1"
              alignSelf="flex-start"
              wordBreak="break-all"
            >
              {grouped(secret)}
            </Code>
          </Stack>
        </Stack>
      }
    >
      <AuthField
        {...form.field('code')}
        label={t('auth.twoFactor.codeLabel')}
        autoComplete="one-time-code"
        inputMode="numeric"
      />
    </AuthFormFrame>
  );
}
