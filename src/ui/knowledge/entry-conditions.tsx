import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { TreatedCondition } from '../../../common/contracts/knowledge.contract';
import { useT } from '../i18n/i18n-context';
import { CitationList } from './citation-list';
import { EvidenceBadge, EvidenceLegend } from './evidence-badge';
import { EntrySection } from './entry-section';

/** The conditions a treatment treats, each with its evidence level and sources. */
export function EntryConditions({ conditions }: { conditions: readonly TreatedCondition[] }) {
  const t = useT();
  if (conditions.length === 0) return null;
  return (
    <EntrySection title={t('knowledge.entry.conditions')}>
      <Stack as="ul" listStyleType="none" gap="4">
        {conditions.map((condition) => (
          <Stack as="li" key={condition.label} gap="2" borderStartWidth="3px" ps="3">
            <HStack gap="3" wrap="wrap">
              <Text fontWeight="semibold">{condition.label}</Text>
              <EvidenceBadge level={condition.level} />
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              {t('knowledge.entry.forAges', {
                ages: condition.ageGroups.map((age) => t(`knowledge.ageGroup.${age}`)).join(', '),
              })}
            </Text>
            <CitationList
              sources={condition.sources}
              label={t('knowledge.entry.conditionSources', { condition: condition.label })}
            />
          </Stack>
        ))}
      </Stack>
      <Box borderWidth="1px" borderRadius="md" p="3" mt="2">
        <EvidenceLegend headingLevel="h4" />
      </Box>
    </EntrySection>
  );
}
