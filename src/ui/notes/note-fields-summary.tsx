import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { NoteFields } from '../../../common/contracts/notes.contract';
import { useT } from '../i18n/i18n-context';
import { useInterventionLabel } from './note-fields-editor';

/** A note's structured fields, read-only, as the signed document prints them. */
export function NoteFieldsSummary({ fields }: { fields: NoteFields }) {
  const t = useT();
  const label = useInterventionLabel();
  const none = t('notes.signed.none');
  const rows: [string, string][] = [
    [t('notes.fields.startTime'), fields.startTime ?? none],
    [t('notes.fields.endTime'), fields.endTime ?? none],
    [t('notes.fields.modality'), fields.modality ? t(`notes.modality.${fields.modality}`) : none],
    [t('notes.fields.participants'), fields.participants || none],
    [t('notes.fields.interventions'), fields.interventions.map(label).join(', ') || none],
    [t('notes.fields.riskUpdate'), fields.riskUpdate ? t(`notes.risk.${fields.riskUpdate}`) : none],
    [t('notes.fields.riskNote'), fields.riskNote || none],
    [t('notes.fields.nextSession'), fields.nextSession || none],
  ];
  return (
    <Stack as="section" gap="2">
      <Heading as="h3" size="md">
        {t('notes.fields.legend')}
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} columnGap="6" rowGap="1">
        {rows.map(([term, value]) => (
          <Stack key={term} gap="0">
            <Text as="dt" fontWeight="semibold">
              {term}
            </Text>
            <Text as="dd" whiteSpace="pre-wrap" wordBreak="break-word">
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
