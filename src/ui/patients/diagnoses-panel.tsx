import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { Diagnosis } from '../../../common/contracts/patients.contract';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { CareTeamOnly, ChartSection, ReadState } from './chart-section';
import { DiagnosisForm, type DiagnosisFormProps } from './diagnosis-form';
import { RecordDisclosure } from './record-disclosure';
import { dateTimeFormat } from '../format/date-time-formats';

export interface DiagnosesPanelProps {
  /** Null until read. */
  diagnoses: Diagnosis[] | null;
  loading: boolean;
  failed: boolean;
  /** The server answered 404: the reader is not on the care team. */
  hidden: boolean;
  /**
   * The form is offered (a clinician; the server still decides), behind its button; `recorded`:
   * the last diagnosis went through.
   */
  form?: Omit<DiagnosisFormProps, 'onCancel'> & { recorded?: boolean };
  onRetry: () => void;
}

/** The patient's diagnoses (ICD-10-CM code and text), for the care team's clinicians. */
export function DiagnosesPanel(props: DiagnosesPanelProps) {
  const { diagnoses } = props;
  const { t, locale } = useI18n();
  const dates = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  if (props.hidden) {
    return (
      <ChartSection title={t('patientChart.diagnoses.title')}>
        <CareTeamOnly />
      </ChartSection>
    );
  }
  return (
    <ChartSection title={t('patientChart.diagnoses.title')}>
      <Stack gap="4">
        <ReadState
          loading={props.loading && !diagnoses}
          failed={props.failed}
          loadingText={t('patientChart.diagnoses.loading')}
          failedText={t('patientChart.diagnoses.failed')}
          onRetry={props.onRetry}
        />
        {diagnoses?.length === 0 && <Text>{t('patientChart.diagnoses.empty')}</Text>}
        {diagnoses && diagnoses.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none">
            {diagnoses.map((diagnosis) => (
              <HStack as="li" key={diagnosis.id} gap="3" wrap="wrap">
                <Text fontFamily="mono" fontWeight="semibold">
                  {diagnosis.code}
                </Text>
                <Text overflowWrap="anywhere">{diagnosis.text}</Text>
                {diagnosis.onsetDate && (
                  <Text textStyle="sm" color="fg.muted">
                    <Isolate>
                      {t('patientChart.diagnoses.onset', {
                        date: dates.format(new Date(`${diagnosis.onsetDate}T00:00:00Z`)),
                      })}
                    </Isolate>
                  </Text>
                )}
                <Badge colorPalette={diagnosis.status === 'active' ? 'orange' : 'gray'}>
                  {t(`patientChart.diagnoses.status.${diagnosis.status}`)}
                </Badge>
              </HStack>
            ))}
          </Stack>
        )}
        {props.form && diagnoses && (
          <RecordDisclosure
            label={t('patientChart.diagnoses.form.title')}
            recorded={props.form.recorded ?? false}
            recordedText={t('patientChart.diagnoses.form.recorded')}
          >
            {(close) => <DiagnosisForm {...props.form!} onCancel={close} />}
          </RecordDisclosure>
        )}
      </Stack>
    </ChartSection>
  );
}
