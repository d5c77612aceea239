import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useT } from '../i18n/i18n-context';
import { AuthField } from '../session/auth-field';
import { AuthFormFrame } from '../session/auth-form-frame';
import type { FieldErrors } from '../session/auth-validation';
import { FormFailure } from '../session/form-alerts';
import { useAuthForm } from '../session/use-auth-form';

export interface RecordingConsentValues {
  effectiveDate: string;
  note: string | null;
}

export interface ConsentGateProps {
  patientName: string;
  /** The signed-in member may record the consent here (the speech answer's `mayRecordConsent`). */
  mayRecordConsent: boolean;
  /** Today, YYYY-MM-DD: the default date and the latest allowed. */
  today: string;
  pending?: boolean;
  /** The consent could not be recorded (the server's reason, if any). */
  failure?: string | null;
  onRecord: (values: RecordingConsentValues) => void;
  /** Someone else recorded it: look again. */
  onRecheck: () => void;
}

type Values = { effectiveDate: string; note: string };

function validate(values: Values, today: string): FieldErrors<keyof Values> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.effectiveDate)) {
    return { effectiveDate: 'speech.consent.dateRequired' };
  }
  if (values.effectiveDate > today) return { effectiveDate: 'speech.consent.dateFuture' };
  return {};
}

/**
 * Nothing is recorded without the patient's recording & AI consent on file: the gate says so and,
 * for a member who may, records the consent on the spot (its date, a note); others are told who can.
 */
export function ConsentGate(props: ConsentGateProps) {
  const { today, pending = false } = props;
  const t = useT();
  const headingId = useId();
  const form = useAuthForm<Values>({
    initialValues: { effectiveDate: today, note: '' },
    validate: (values) => validate(values, today),
    onValid: (values) =>
      props.onRecord({
        effectiveDate: values.effectiveDate,
        note: values.note.trim() === '' ? null : values.note.trim(),
      }),
    pending,
  });
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      p="4"
      borderWidth="1px"
      borderColor="orange.600"
      borderRadius="md"
    >
      <Heading as="h3" size="md" id={headingId}>
        {t('speech.consent.title')}
      </Heading>
      <Text>{t('speech.consent.body', { patient: props.patientName })}</Text>
      {props.mayRecordConsent ? (
        <AuthFormFrame
          onSubmit={form.handleSubmit}
          submitLabel={t('speech.consent.submit')}
          pendingLabel={t('speech.consent.saving')}
          pending={pending}
          intro={<Text>{t('speech.consent.ask')}</Text>}
          notice={
            props.failure !== undefined && props.failure !== null ? (
              <FormFailure
                title={
                  props.failure
                    ? `${t('speech.consent.failed')} ${props.failure}`
                    : t('speech.consent.failed')
                }
              />
            ) : null
          }
          compactSubmit
        >
          <AuthField
            {...form.field('effectiveDate')}
            label={t('speech.consent.date')}
            type="date"
            autoComplete="off"
          />
          <AuthField
            {...form.field('note')}
            label={t('speech.consent.note')}
            helperText={t('speech.consent.noteHelp')}
            autoComplete="off"
            optional
          />
        </AuthFormFrame>
      ) : (
        <Stack gap="3" align="start">
          <Text>{t('speech.consent.mayNot')}</Text>
          <Button variant="outline" onClick={props.onRecheck}>
            {t('speech.recorder.action.recheckConsent')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
