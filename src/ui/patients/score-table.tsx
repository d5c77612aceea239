import { Box, Table } from '@chakra-ui/react';
import type { Observation } from '../../../common/contracts/intake.contract';
import type { InstrumentId } from '../../../common/scoring/instruments';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { dateTimeFormat } from '../format/date-time-formats';

export interface ScoreTableProps {
  instrument: InstrumentId;
  observations: readonly Observation[];
  timeZone: string;
}

/** The chart's numbers as a table (latest first): what a screen reader or a careful eye reads. */
export function ScoreTable({ instrument, observations, timeZone }: ScoreTableProps) {
  const { t, locale } = useI18n();
  const format = dateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const latestFirst = [...observations].sort(
    (a, b) => Date.parse(b.effectiveAt) - Date.parse(a.effectiveAt),
  );
  const caption = t('patientDocs.scores.tableCaption', {
    instrument: t(`patientDocs.scores.instrument.${instrument}`),
  });
  // A long history scrolls inside its own region, reachable from the keyboard.
  return (
    <Box maxH="20rem" overflowY="auto" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" variant="outline">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="medium" mb="1">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('patientDocs.scores.date')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('patientDocs.scores.total')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('patientDocs.scores.band')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('patientDocs.scores.source')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {latestFirst.map((observation) => (
            <Table.Row key={observation.id}>
              <Table.Cell>
                <Isolate>{format.format(new Date(observation.effectiveAt))}</Isolate>
              </Table.Cell>
              <Table.Cell textAlign="end">{observation.total}</Table.Cell>
              <Table.Cell>{t(`patientDocs.scores.bandName.${observation.band}`)}</Table.Cell>
              <Table.Cell>
                {observation.reportedBy === 'patient'
                  ? t('patientDocs.scores.fromPatient')
                  : observation.intakeId
                    ? t('patientDocs.scores.fromIntake')
                    : t('patientDocs.scores.fromRescore')}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
