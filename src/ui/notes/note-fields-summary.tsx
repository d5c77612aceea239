import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { NoteFields } from '../../../common/contracts/notes.contract';
import { useT } from '../i18n/i18n-context';
import { useInterventionLabel } from './note-fields-editor';

/**
 * A note's structured fields, read-only, as the signed document prints them: only those the
 * clinician filled (issue 30: an empty field is left out, never printed as "None"), and nothing
 * at all when none is.
 */
export function NoteFieldsSummary({ fields }: { fields: NoteFields }) {
  const t = useT();
  const label = useInterventionLabel();
  const rows = (
    [
      [t('notes.fields.startTime'), fields.startTime ?? ''],
      [t('notes.fields.endTime'), fields.endTime ?? ''],
      [t('notes.fields.modality'), fields.modality ? t(`notes.modality.${fields.modality}`) : ''],
      [t('notes.fields.participants'), fields.participants],
      [t('notes.fields.interventions'), fields.interventions.map(label).join(', ')],
      [t('notes.fields.riskUpdate'), fields.riskUpdate ? t(`notes.risk.${fields.riskUpdate}`) : ''],
      [t('notes.fields.riskNote'), fields.riskNote],
      [t('notes.fields.nextSession'), fields.nextSession],
    ] satisfies [string, string][]
  ).filter(([, value]) => value.trim() !== '');
  if (rows.length === 0) return null;
  return (
    <Stack as="section" gap="2">
      <Heading as="h3" size="md">
        {t('notes.fields.legend')}
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} columnGap="6" rowGap="1">
        {rows.map(([term, value]) => (
          <Stack key={term} gap="0">
            <Text as="dt" fontWeight="semibold" dir="auto">
              {term}
            </Text>
            <Text as="dd" whiteSpace="pre-wrap" wordBreak="break-word" dir="auto">
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
