import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { AuthCard } from './auth-card';
import type { ServerStateProps } from './auth-error';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecondFactorCodeForm } from './second-factor-code-form';
import { TwoFactorEnrolmentForm } from './two-factor-enrolment-form';

/** Where the second step of a sign-in is (the auth statechart's `secondFactor`, as the page reads it). */
export type SecondFactorStep =
  | { kind: 'code' }
  /** The enrolment a clinic requires is being started (its secret is on its way). */
  | { kind: 'starting' }
  | { kind: 'enrolment'; secret: string; uri: string }
  | { kind: 'recoveryCodes'; codes: readonly string[] };

export interface SecondFactorViewProps extends ServerStateProps {
  variant: 1 | 2;
  step: SecondFactorStep;
  onCode: (code: string) => void;
  onRecoveryCode: (recoveryCode: string) => void;
  onConfirmEnrolment: (code: string) => void;
  /** Back to the password. */
  onCancel: () => void;
  onKept: () => void;
  onDownload: (text: string) => void;
}

const TITLES = {
  code: 'auth.twoFactor.title',
  starting: 'auth.twoFactor.enrolTitle',
  enrolment: 'auth.twoFactor.enrolTitle',
  recoveryCodes: 'auth.twoFactor.codesTitle',
} as const;

/**
 * The sign-in page's second step (issue 36), in the sign-in's card: the code (or a recovery
 * code), the enrolment the clinic requires, then its recovery codes shown once.
 */
export function SecondFactorView(props: SecondFactorViewProps) {
  const { step, variant, onCancel } = props;
  const t = useT();
  const server = {
    pending: props.pending,
    errorCode: props.errorCode,
    retryAfterS: props.retryAfterS,
  };
  const body = () => {
    switch (step.kind) {
      case 'code':
        return (
          <SecondFactorCodeForm
            {...server}
            onCode={props.onCode}
            onRecoveryCode={props.onRecoveryCode}
            onCancel={onCancel}
          />
        );
      case 'starting':
        return (
          <Stack align="center" py="6" role="status">
            <Spinner aria-hidden />
            <Text>{t('auth.twoFactor.starting')}</Text>
          </Stack>
        );
      case 'enrolment':
        return (
          <TwoFactorEnrolmentForm
            {...server}
            secret={step.secret}
            uri={step.uri}
            onConfirm={props.onConfirmEnrolment}
            cancel={{ label: t('auth.twoFactor.cancel'), onCancel }}
          />
        );
      case 'recoveryCodes':
        return (
          <RecoveryCodesPanel
            codes={step.codes}
            onKept={props.onKept}
            onDownload={props.onDownload}
          />
        );
    }
  };
  return (
    <AuthCard variant={variant} title={t(TITLES[step.kind])}>
      {body()}
    </AuthCard>
  );
}
