import { Alert, Checkbox, Field, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { portalInvitationRequest } from '../../../common/contracts/portal.contract';
import type { MessageKey } from '../../i18n/i18n';
import { ClinicDialog } from '../clinic/clinic-dialog';
import { useT } from '../i18n/i18n-context';
import { AuthField } from '../session/auth-field';
import { AuthFormFrame } from '../session/auth-form-frame';
import { useAuthForm } from '../session/use-auth-form';

export interface PortalInviteDialogProps {
  open: boolean;
  /** The patient's name, as the dialog's title says it. */
  patientName: string;
  /** The address to start from: the chart's e-mail, or the one the last invitation went to. */
  email: string;
  /** A new link to an invited patient (the same form; the title says so). */
  resend?: boolean;
  onInvite: (email: string) => void;
  onClose: () => void;
  pending?: boolean;
  /** The server's words when it refused or the request failed; what was typed stays. */
  failure?: string | null;
}

const validEmail = (value: string): MessageKey | undefined =>
  portalInvitationRequest.shape.email.safeParse(value).success
    ? undefined
    : 'portalAccess.dialog.emailInvalid';

/**
 * Invites the patient to the portal: their e-mail (checked before sending) and their consent to
 * portal use, a required checkbox with the consent's text; sending records it as the patient's
 * `portal` consent on the chart (the dialog says so).
 */
export function PortalInviteDialog(props: PortalInviteDialogProps) {
  const t = useT();
  return (
    <ClinicDialog
      open={props.open}
      title={t(
        props.resend ? 'portalAccess.dialog.resendTitle' : 'portalAccess.dialog.inviteTitle',
        {
          name: props.patientName,
        },
      )}
      onClose={props.onClose}
    >
      <InviteForm {...props} />
    </ClinicDialog>
  );
}

function InviteForm(props: PortalInviteDialogProps) {
  const { onInvite, onClose, pending = false, failure } = props;
  const t = useT();
  const consentId = useId();
  const form = useAuthForm({
    initialValues: { email: props.email, consent: '' },
    validate: ({ email, consent }) => ({
      ...(validEmail(email.trim()) && { email: validEmail(email.trim()) }),
      ...(consent !== 'yes' && { consent: 'portalAccess.dialog.consentRequired' as const }),
    }),
    onValid: ({ email }) => onInvite(email.trim()),
    pending,
  });
  const consent = form.field('consent');
  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('portalAccess.dialog.send')}
      pendingLabel={t('portalAccess.dialog.sending')}
      pending={pending}
      compactSubmit
      cancel={{ label: t('portalAccess.dialog.cancel'), onCancel: onClose }}
      notice={
        failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('portalAccess.dialog.failed')}</Alert.Title>
              <Alert.Description>
                {t('portalAccess.dialog.serverSaid', { detail: failure })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )
      }
    >
      <AuthField
        {...form.field('email')}
        label={t('portalAccess.dialog.email')}
        helperText={t('portalAccess.dialog.emailHelp')}
        type="email"
        autoComplete="off"
      />
      <Stack as="fieldset" gap="2">
        <Text as="legend" fontWeight="semibold" mb="2">
          {t('portalAccess.dialog.consentLegend')}
        </Text>
        <Text id={`${consentId}-text`}>{t('portalAccess.dialog.consentText')}</Text>
        <Field.Root invalid={Boolean(consent.error)} required>
          <Checkbox.Root
            checked={consent.value === 'yes'}
            onCheckedChange={({ checked }) =>
              consent.onChange({
                target: { value: checked === true ? 'yes' : '' },
              } as Parameters<typeof consent.onChange>[0])
            }
          >
            <Checkbox.HiddenInput
              ref={consent.inputRef}
              aria-describedby={
                [`${consentId}-text`, consent.error && `${consentId}-error`]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
            <Checkbox.Control />
            <Checkbox.Label>{t('portalAccess.dialog.consentCheckbox')}</Checkbox.Label>
          </Checkbox.Root>
          {consent.error && (
            <Field.ErrorText id={`${consentId}-error`}>{t(consent.error)}</Field.ErrorText>
          )}
        </Field.Root>
        <Text color="fg.muted" textStyle="sm">
          {t('portalAccess.dialog.consentRecorded')}
        </Text>
      </Stack>
    </AuthFormFrame>
  );
}
