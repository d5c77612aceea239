import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { DiagnosisInput } from '../../../common/contracts/patients.contract';
import { useT } from '../i18n/i18n-context';
import { AuthField } from '../session/auth-field';
import { AuthFormFrame } from '../session/auth-form-frame';
import { FormFailure, FormSuccessAlert } from '../session/form-alerts';
import { useAuthForm } from '../session/use-auth-form';
import { useOnChange } from '../session/use-on-change';
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
  /** The last diagnosis went through: the form empties for the next one. */
  recorded?: boolean;
  /** Today in the clinic, YYYY-MM-DD: no onset after it. */
  today: string;
}

/** Records a diagnosis: an ICD-10-CM code, its description and, if known, the onset. */
export function DiagnosisForm(props: DiagnosisFormProps) {
  const { onSubmit, pending = false, failure, recorded = false, today } = props;
  const t = useT();
  const form = useAuthForm<DiagnosisFormValues>({
    initialValues: EMPTY_DIAGNOSIS,
    validate: (values) => validateDiagnosis(values, today),
    onValid: (values) => onSubmit(toDiagnosisInput(values)),
    pending,
  });
  useOnChange(recorded, (now) => {
    if (now) form.reset(EMPTY_DIAGNOSIS);
  });
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        {t('patientChart.diagnoses.form.title')}
      </Heading>
      <AuthFormFrame
        onSubmit={form.handleSubmit}
        submitLabel={t('patientChart.diagnoses.form.submit')}
        pendingLabel={t('patientChart.diagnoses.form.pending')}
        pending={pending}
        notice={
          failure != null ? (
            <FormFailure title={t('patientChart.diagnoses.saveFailed', { detail: failure })} />
          ) : recorded ? (
            <FormSuccessAlert title={t('patientChart.diagnoses.form.recorded')} />
          ) : null
        }
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
    </Stack>
  );
}
