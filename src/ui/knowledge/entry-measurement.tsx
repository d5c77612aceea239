import { DataList } from '@chakra-ui/react';
import type { KnowledgeEntry } from '../../../common/contracts/knowledge.contract';
import { useT } from '../i18n/i18n-context';
import { EntrySection } from './entry-section';

/** An instrument's measurement: what it measures, its items, scoring and cut-offs. */
export function EntryMeasurement({ measurement }: Pick<KnowledgeEntry, 'measurement'>) {
  const t = useT();
  if (!measurement) return null;
  const rows = [
    ['measures', measurement.measures],
    ['items', String(measurement.items)],
    ['scoring', measurement.scoring],
    ['cutoffs', measurement.cutoffs],
  ] as const;
  return (
    <EntrySection title={t('knowledge.entry.measurement')}>
      <DataList.Root orientation="vertical" gap="3">
        {rows.map(([key, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel>{t(`knowledge.entry.${key}`)}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </EntrySection>
  );
}
