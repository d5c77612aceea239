import { Heading, Stack, Text, useLocaleContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Observation } from '../../../common/contracts/intake.contract';
import { INSTRUMENT_IDS } from '../../../common/scoring/instruments';
import { useT } from '../i18n/i18n-context';
import { CareTeamOnly, ChartSection, ReadState } from './chart-section';
import { ScoreTable } from './score-table';
import { ScoreTrendSvg } from './score-trend-svg';

export interface ScoreTrendChartProps {
  /** Every PHQ-9 / GAD-7 score (any order); null until they arrive. */
  observations: Observation[] | null;
  loading: boolean;
  failed: boolean;
  /** Not the viewer's to see (not a care-team clinician). */
  hidden: boolean;
  timeZone: string;
  onRetry: () => void;
  /** Beside the title: the re-score button, for the care team. */
  action?: ReactNode;
  /** Under the title: the re-score form while it is open. */
  children?: ReactNode;
}

/**
 * The PHQ-9 and GAD-7 trend: one panel per instrument (their ranges and bands differ, so one
 * shared axis would mislead), each a chart over its severity bands and a table of its numbers.
 */
export function ScoreTrendChart(props: ScoreTrendChartProps) {
  const t = useT();
  const { dir } = useLocaleContext();
  const { observations } = props;
  return (
    <ChartSection
      title={t('patientDocs.scores.title')}
      action={props.hidden ? undefined : props.action}
    >
      {props.hidden ? (
        <CareTeamOnly />
      ) : (
        <Stack gap="5">
          {props.children}
          <ReadState
            loading={props.loading && !observations}
            failed={props.failed}
            loadingText={t('patientDocs.scores.loading')}
            failedText={t('patientDocs.scores.failed')}
            onRetry={props.onRetry}
          />
          {observations && observations.length === 0 && (
            <Text>{t('patientDocs.scores.empty')}</Text>
          )}
          {observations && observations.length > 0 && (
            <Text textStyle="xs" color="fg.muted">
              {t('patientDocs.timeZone', { zone: props.timeZone })}
            </Text>
          )}
          {observations &&
            observations.length > 0 &&
            INSTRUMENT_IDS.map((instrument) => {
              const series = observations.filter((o) => o.instrument === instrument);
              const name = t(`patientDocs.scores.instrument.${instrument}`);
              return (
                <Stack key={instrument} gap="2">
                  <Heading as="h3" size="sm">
                    {name}
                  </Heading>
                  {series.length === 0 ? (
                    <Text textStyle="sm" color="fg.muted">
                      {t('patientDocs.scores.noScores', { instrument: name })}
                    </Text>
                  ) : (
                    <>
                      <ScoreTrendSvg
                        instrument={instrument}
                        observations={series}
                        timeZone={props.timeZone}
                        rtl={dir === 'rtl'}
                      />
                      <ScoreTable
                        instrument={instrument}
                        observations={series}
                        timeZone={props.timeZone}
                      />
                    </>
                  )}
                </Stack>
              );
            })}
        </Stack>
      )}
    </ChartSection>
  );
}
