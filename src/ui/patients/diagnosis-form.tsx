import { SimpleGrid } from '@chakra-ui/react';
import type { DiagnosisInput } from '../../../common/contracts/patients.contract';
import { useT } from '../i18n/i18n-context';
import { AuthField } from '../session/auth-field';
import { AuthFormFrame } from '../session/auth-form-frame';
import { FormFailure } from '../session/form-alerts';
import { useAuthForm } from '../session/use-auth-form';
import {
  EMPTY_DIAGNOSIS,
  toDiagnosisInput,
  validateDiagnosis,
  type DiagnosisFormValues,
} from './chart-validation';

export interface DiagnosisFormProps {
  onSubmit: (input: DiagnosisInput) => void;
  pending?: boolean;
  /** The server's reason when it refused the diagnosis. */
  failure?: string | null;
  /** Today in the clinic, YYYY-MM-DD: no onset after it. */
  today: string;
  /** Closes the form unsaved. */
  onCancel: () => void;
}

/** Records a diagnosis: an ICD-10-CM code, its description and, if known, the onset. */
export function DiagnosisForm(props: DiagnosisFormProps) {
  const { onSubmit, pending = false, failure, today, onCancel } = props;
  const t = useT();
  const form = useAuthForm<DiagnosisFormValues>({
    initialValues: EMPTY_DIAGNOSIS,
    validate: (values) => validateDiagnosis(values, today),
    onValid: (values) => onSubmit(toDiagnosisInput(values)),
    pending,
  });
  return (
    <AuthFormFrame
      onSubmit={form.handleSubmit}
      submitLabel={t('patientChart.diagnoses.form.submit')}
      pendingLabel={t('patientChart.diagnoses.form.pending')}
      pending={pending}
      notice={
        failure != null ? (
          <FormFailure title={t('patientChart.diagnoses.saveFailed', { detail: failure })} />
        ) : null
      }
      cancel={{ label: t('patientChart.recordCancel'), onCancel }}
      compactSubmit
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <AuthField
          {...form.field('code')}
          label={t('patientChart.diagnoses.form.code')}
          helperText={t('patientChart.diagnoses.form.codeHelp')}
          autoComplete="off"
        />
        <AuthField
          {...form.field('text')}
          label={t('patientChart.diagnoses.form.text')}
          autoComplete="off"
        />
        <AuthField
          {...form.field('onsetDate')}
          label={t('patientChart.diagnoses.form.onsetDate')}
          type="date"
          autoComplete="off"
          optional
        />
      </SimpleGrid>
    </AuthFormFrame>
  );
}
