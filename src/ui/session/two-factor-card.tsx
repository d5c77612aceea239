import { useState } from 'react';
import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { AuthField } from './auth-field';
import type { ServerStateProps } from './auth-error';
import { AuthFormFrame, serverStateOf } from './auth-form-frame';
import { FormErrorAlert, FormFailure, FormNotice, FormSuccessAlert } from './form-alerts';
import { PasswordField } from './password-field';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorEnrolmentForm } from './two-factor-enrolment-form';
import { useAuthForm } from './use-auth-form';
import { useOnFailure } from './use-on-change';
import { totpCodeOf, validateTotpCode } from './two-factor-validation';
import { validateCurrentPassword } from './auth-validation';

/** What the card shows: its status, or the step under way. */
export type TwoFactorCardView =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'off'; required: boolean }
  | { kind: 'on'; recoveryCodesLeft: number; required: boolean }
  | { kind: 'enrolling'; secret: string; uri: string }
  | { kind: 'codes'; codes: readonly string[] }
  | { kind: 'regenerate' }
  | { kind: 'disable'; required: boolean };

export type TwoFactorProof = { code: string } | { password: string };

export interface TwoFactorCardProps extends ServerStateProps {
  view: TwoFactorCardView;
  /** Said once after a change: two-factor just went on or off. */
  changed?: 'on' | 'off' | null;
  onRetry: () => void;
  onEnrol: () => void;
  onConfirm: (code: string) => void;
  onKept: () => void;
  onDownload: (text: string) => void;
  onRegenerate: () => void;
  onSubmitRegenerate: (code: string) => void;
  onDisable: () => void;
  onSubmitDisable: (proof: TwoFactorProof) => void;
  onCancel: () => void;
}

function CodeOrPasswordForm(
  props: ServerStateProps & {
    withPassword: boolean;
    submitLabel: string;
    intro: string;
    onSubmit: (proof: TwoFactorProof) => void;
    onCancel: () => void;
  },
) {
  const { withPassword, pending = false, errorCode } = props;
  const t = useT();
  const form = useAuthForm({
    initialValues: { proof: '' },
    validate: ({ proof }) => ({
      proof: withPassword ? validateCurrentPassword(proof) : validateTotpCode(proof),
    }),
    onValid: ({ proof }) =>
      props.onSubmit(withPassword ? { password: proof } : { code: totpCodeOf(proof) }),
    pending,
  });
  useOnFailure(pending, errorCode, () => form.reset({ proof: '' }));
  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={props.submitLabel}
      pendingLabel={t('auth.twoFactor.verifying')}
      {...serverStateOf(props)}
      intro={<Text>{props.intro}</Text>}
      compactSubmit
      cancel={{ label: t('auth.twoFactorCard.cancel'), onCancel: props.onCancel }}
    >
      {withPassword ? (
        <PasswordField
          {...form.field('proof')}
          label={t('auth.fields.password')}
          autoComplete="current-password"
        />
      ) : (
        <AuthField
          {...form.field('proof')}
          label={t('auth.twoFactor.codeLabel')}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
      )}
    </AuthFormFrame>
  );
}

/** Switching off: a code from the app, or the password (the server takes either). */
function DisableForm(props: TwoFactorCardProps & { required: boolean }) {
  const t = useT();
  const [withPassword, setWithPassword] = useState(false);
  return (
    <Stack gap="3">
      {props.required && <FormNotice title={t('auth.twoFactorCard.disableRequired')} />}
      <CodeOrPasswordForm
        key={withPassword ? 'password' : 'code'}
        {...serverStateOf(props)}
        withPassword={withPassword}
        submitLabel={t('auth.twoFactorCard.disable')}
        intro={t('auth.twoFactorCard.disableIntro')}
        onSubmit={props.onSubmitDisable}
        onCancel={props.onCancel}
      />
      <Button
        variant="plain"
        size="sm"
        alignSelf="flex-start"
        onClick={() => setWithPassword((on) => !on)}
      >
        {t(withPassword ? 'auth.twoFactorCard.useCode' : 'auth.twoFactorCard.usePassword')}
      </Button>
    </Stack>
  );
}

/**
 * The member's own two-factor sign-in (issue 36), on their account page: its status, enrolment
 * with the recovery codes shown once, new recovery codes, switching off. Generic: the page passes
 * the calls and the view (a member's today, a patient's in the portal later).
 */
export function TwoFactorCard(props: TwoFactorCardProps) {
  const { view, changed } = props;
  const t = useT();
  const server = serverStateOf(props);
  const body = () => {
    switch (view.kind) {
      case 'loading':
        return <Text color="fg.muted">{t('auth.twoFactorCard.loading')}</Text>;
      case 'failed':
        return (
          <Stack gap="3" align="flex-start">
            <FormFailure title={t('auth.twoFactorCard.failed')} />
            <Button variant="outline" onClick={props.onRetry}>
              {t('auth.twoFactorCard.retry')}
            </Button>
          </Stack>
        );
      case 'off':
        return (
          <Stack gap="3" align="flex-start">
            {props.errorCode && (
              <FormErrorAlert code={props.errorCode} retryAfterS={props.retryAfterS} />
            )}
            <Text>{t('auth.twoFactorCard.offBody')}</Text>
            {view.required && <FormNotice title={t('auth.twoFactorCard.requiredNote')} />}
            <Button colorPalette="blue" loading={props.pending} onClick={props.onEnrol}>
              {t('auth.twoFactorCard.enrol')}
            </Button>
          </Stack>
        );
      case 'on':
        return (
          <Stack gap="3" align="flex-start">
            <Text>{t('auth.twoFactorCard.onBody', { count: view.recoveryCodesLeft })}</Text>
            {view.required && <Text color="fg.muted">{t('auth.twoFactorCard.requiredNote')}</Text>}
            <HStack gap="3" wrap="wrap">
              <Button variant="outline" onClick={props.onRegenerate}>
                {t('auth.twoFactorCard.regenerate')}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={props.onDisable}>
                {t('auth.twoFactorCard.disable')}
              </Button>
            </HStack>
          </Stack>
        );
      case 'enrolling':
        return (
          <TwoFactorEnrolmentForm
            {...server}
            secret={view.secret}
            uri={view.uri}
            onConfirm={props.onConfirm}
            cancel={{ label: t('auth.twoFactorCard.cancel'), onCancel: props.onCancel }}
          />
        );
      case 'codes':
        return (
          <Stack gap="3">
            <Heading as="h3" textStyle="md">
              {t('auth.twoFactor.codesTitle')}
            </Heading>
            <RecoveryCodesPanel
              codes={view.codes}
              onKept={props.onKept}
              onDownload={props.onDownload}
            />
          </Stack>
        );
      case 'regenerate':
        return (
          <CodeOrPasswordForm
            {...server}
            withPassword={false}
            submitLabel={t('auth.twoFactorCard.showCodes')}
            intro={t('auth.twoFactorCard.regenerateIntro')}
            onSubmit={(proof) => 'code' in proof && props.onSubmitRegenerate(proof.code)}
            onCancel={props.onCancel}
          />
        );
      case 'disable':
        return <DisableForm {...props} required={view.required} />;
    }
  };
  const on = view.kind === 'on' || view.kind === 'regenerate' || view.kind === 'disable';
  return (
    <Stack as="section" gap="4" aria-labelledby="two-factor-card-title">
      <HStack gap="3">
        <Heading as="h2" id="two-factor-card-title" textStyle="lg">
          {t('auth.twoFactorCard.title')}
        </Heading>
        {(on || view.kind === 'off') && (
          <Badge colorPalette={on ? 'green' : 'gray'}>
            {t(on ? 'auth.twoFactorCard.badgeOn' : 'auth.twoFactorCard.badgeOff')}
          </Badge>
        )}
      </HStack>
      {changed && (
        <FormSuccessAlert
          title={t(
            changed === 'on' ? 'auth.twoFactorCard.turnedOn' : 'auth.twoFactorCard.turnedOff',
          )}
        />
      )}
      {body()}
    </Stack>
  );
}
