import { Badge, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Consent, ConsentListResponse } from '../../../common/contracts/patients.contract';
import { Isolate } from '../format/isolate';
import { codeRecipe } from '../theme/recipes';
import { useI18n } from '../i18n/i18n-context';
import { ChartSection, ReadState } from './chart-section';
import { ConsentForm, type ConsentFormProps } from './consent-form';
import { RecordDisclosure } from './record-disclosure';
import { dateTimeFormat } from '../format/date-time-formats';

export interface ConsentsPanelProps {
  /** Null until read. */
  consents: ConsentListResponse | null;
  loading: boolean;
  failed: boolean;
  /**
   * The form is offered (the `recordConsents` right; the server still decides), behind its
   * button; `recorded`: the last entry went through.
   */
  form?: Omit<ConsentFormProps, 'onCancel'> & { recorded?: boolean };
  onRetry: () => void;
}

/**
 * The patient's consents: each kind's entry in force, then the earlier grants and withdrawals (an
 * entry in force is listed once, not again among the earlier ones).
 */
export function ConsentsPanel(props: ConsentsPanelProps) {
  const { consents } = props;
  const { t } = useI18n();
  const inForce = new Set(consents?.current.map((entry) => entry.id));
  const earlier = consents?.history.filter((entry) => !inForce.has(entry.id)) ?? [];
  return (
    <ChartSection title={t('patientChart.consents.title')}>
      <Stack gap="4">
        <ReadState
          loading={props.loading && !consents}
          failed={props.failed}
          loadingText={t('patientChart.consents.loading')}
          failedText={t('patientChart.consents.failed')}
          onRetry={props.onRetry}
        />
        {consents && consents.history.length === 0 && (
          <Text>{t('patientChart.consents.none')}</Text>
        )}
        {consents && consents.history.length > 0 && (
          <>
            <ConsentList title={t('patientChart.consents.current')} entries={consents.current} />
            {earlier.length > 0 && (
              <ConsentList title={t('patientChart.consents.earlier')} entries={earlier} />
            )}
          </>
        )}
        {props.form && consents && (
          <RecordDisclosure
            label={t('patientChart.consents.form.title')}
            recorded={props.form.recorded ?? false}
            recordedText={t('patientChart.consents.form.recorded')}
          >
            {(close) => <ConsentForm {...props.form!} onCancel={close} />}
          </RecordDisclosure>
        )}
      </Stack>
    </ChartSection>
  );
}

function ConsentList({ title, entries }: { title: string; entries: Consent[] }) {
  const { t, locale } = useI18n();
  const dates = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {entries.map((entry) => (
          <Stack as="li" key={entry.id} gap="1">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">{t(`patientChart.consents.kind.${entry.kind}`)}</Text>
              <Badge colorPalette={entry.status === 'granted' ? 'green' : 'gray'}>
                {t(`patientChart.consents.status.${entry.status}`)}
              </Badge>
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              <Isolate>
                {t('patientChart.consents.entry', {
                  status: t(`patientChart.consents.status.${entry.status}`),
                  date: dates.format(new Date(`${entry.effectiveDate}T00:00:00Z`)),
                  name: entry.recordedBy?.name ?? entry.signedOnline?.name ?? '',
                })}
              </Isolate>
            </Text>
            {entry.signedOnline && <SignedOnline signature={entry.signedOnline} />}
            {entry.note && (
              <Text textStyle="sm" overflowWrap="anywhere">
                {entry.note}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

/** A consent the patient signed online (issue 36): the name typed, the version and its hash. */
function SignedOnline({ signature }: { signature: NonNullable<Consent['signedOnline']> }) {
  const { t } = useI18n();
  return (
    <Stack gap="0.5">
      <Text textStyle="sm">
        <Isolate>
          {t('patientChart.consents.signedOnline', {
            name: signature.name,
            version: signature.version,
          })}
        </Isolate>
      </Text>
      <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
        {t('patientChart.consents.textHash')}:{' '}
        <Code recipe={codeRecipe} dir="ltr" wordBreak="break-all">
          {signature.textSha256}
        </Code>
      </Text>
    </Stack>
  );
}
