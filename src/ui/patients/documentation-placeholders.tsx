import { Text } from '@chakra-ui/react';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { ChartSection } from './chart-section';

const PLACES: MessageKey[] = [
  'patientChart.documentation.notes',
  'patientChart.documentation.intake',
  'patientChart.documentation.scores',
];

/** The chart's places for notes, intake and scores: the documentation feature fills them. */
export function DocumentationPlaceholders() {
  const t = useT();
  return (
    <>
      {PLACES.map((title) => (
        <ChartSection key={title} title={t(title)}>
          <Text color="fg.muted">{t('patientChart.documentation.pending')}</Text>
        </ChartSection>
      ))}
    </>
  );
}
