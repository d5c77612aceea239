import { SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import {
  CONSENT_KINDS_BY_HAND,
  consentStatus,
  type ConsentInput,
  type ConsentKind,
} from '../../../common/contracts/patients.contract';
import { useT } from '../i18n/i18n-context';
import { AuthField } from '../session/auth-field';
import { AuthFormFrame } from '../session/auth-form-frame';
import { FormFailure } from '../session/form-alerts';
import { useAuthForm } from '../session/use-auth-form';
import { toConsentInput, validateConsent, type ConsentFormValues } from './chart-validation';
import { LabelledSelect } from './labelled-select';

type Decision = 'granted' | 'withdrawn';

export interface ConsentFormProps {
  onSubmit: (input: ConsentInput) => void;
  pending?: boolean;
  /** The server's reason when it refused the entry. */
  failure?: string | null;
  /** Today in the clinic, YYYY-MM-DD: the default effective date and the latest allowed. */
  today: string;
  /** Closes the form unsaved. */
  onCancel: () => void;
}

/**
 * Records a grant or a withdrawal of one kind of consent, from an effective date; the portal's is
 * not offered (the portal invitation records it).
 */
export function ConsentForm(props: ConsentFormProps) {
  const { onSubmit, pending = false, failure, today, onCancel } = props;
  const t = useT();
  const [kind, setKind] = useState<ConsentKind>('treatment');
  const [decision, setDecision] = useState<Decision>('granted');
  const form = useAuthForm<ConsentFormValues>({
    initialValues: { effectiveDate: today, note: '' },
    validate: (values) => validateConsent(values, today),
    onValid: (values) => onSubmit(toConsentInput(kind, decision, values)),
    pending,
  });
  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('patientChart.consents.form.submit')}
      pendingLabel={t('patientChart.consents.form.pending')}
      pending={pending}
      notice={
        failure != null ? (
          <FormFailure title={t('patientChart.consents.saveFailed', { detail: failure })} />
        ) : null
      }
      cancel={{ label: t('patientChart.recordCancel'), onCancel }}
      compactSubmit
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <LabelledSelect
          label={t('patientChart.consents.form.kind')}
          value={kind}
          onChange={setKind}
          options={CONSENT_KINDS_BY_HAND.map((value) => ({
            value,
            label: t(`patientChart.consents.kind.${value}`),
          }))}
        />
        <LabelledSelect
          label={t('patientChart.consents.form.status')}
          value={decision}
          onChange={setDecision}
          options={consentStatus.options.map((value) => ({
            value,
            label: t(`patientChart.consents.status.${value}`),
          }))}
        />
        <AuthField
          {...form.field('effectiveDate')}
          label={t('patientChart.consents.form.effectiveDate')}
          type="date"
          autoComplete="off"
        />
        <AuthField
          {...form.field('note')}
          label={t('patientChart.consents.form.note')}
          autoComplete="off"
          optional
        />
      </SimpleGrid>
    </AuthFormFrame>
  );
}
