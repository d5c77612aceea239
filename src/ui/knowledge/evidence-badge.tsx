import { Badge, DataList, Heading, Stack } from '@chakra-ui/react';
import { evidenceLevel, type EvidenceLevel } from '../../../common/contracts/knowledge.contract';
import { useT } from '../i18n/i18n-context';

const PALETTE: Record<EvidenceLevel, string> = {
  strong: 'green',
  moderate: 'blue',
  emerging: 'orange',
};

/** The evidence level of a treatment for a condition, translated. */
export function EvidenceBadge({ level }: { level: EvidenceLevel }) {
  const t = useT();
  return (
    <Badge colorPalette={PALETTE[level]} variant="subtle" whiteSpace="normal">
      {t(`knowledge.evidence.${level}`)}
    </Badge>
  );
}

/** What each evidence level means, from the cited sources' own gradings. */
export function EvidenceLegend({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' | 'h4' }) {
  const t = useT();
  return (
    <Stack gap="2">
      <Heading as={headingLevel} size="sm">
        {t('knowledge.evidence.legend')}
      </Heading>
      <DataList.Root orientation="vertical" size="sm" gap="2">
        {evidenceLevel.options.map((level) => (
          <DataList.Item key={level}>
            <DataList.ItemLabel>
              <EvidenceBadge level={level} />
            </DataList.ItemLabel>
            <DataList.ItemValue>{t(`knowledge.evidence.explain.${level}`)}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
