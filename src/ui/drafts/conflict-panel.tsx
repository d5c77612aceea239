import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useT } from '../i18n/i18n-context';

/** One part of a document in conflict: its label and both texts, already rendered as text. */
export interface ConflictSection {
  label: string;
  mine: string;
  theirs: string;
}

interface ConflictChoice {
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** Either one text each (`mine`, `theirs`) or a list of labelled sections. */
export type ConflictPanelProps = ConflictChoice &
  (
    | { mine: string; theirs: string; sections?: never }
    | { sections: ConflictSection[]; mine?: never; theirs?: never }
  );

function Version({ title, text, empty }: { title: string; text: string; empty: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" ps="3" pe="3" py="2" minW="0">
      <Text fontWeight="semibold" textStyle="sm" textAlign="start">
        {title}
      </Text>
      <Text
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        textAlign="start"
        color={text ? undefined : 'fg.muted'}
      >
        {text || empty}
      </Text>
    </Box>
  );
}

/**
 * A save found the document changed elsewhere (412): both texts side by side, the author's and
 * the saved one, and the author chooses; nothing is overwritten until then.
 */
export function ConflictPanel(props: ConflictPanelProps) {
  const t = useT();
  const titleId = useId();
  const sections: ConflictSection[] = props.sections ?? [
    { label: '', mine: props.mine, theirs: props.theirs },
  ];
  const changed = sections.filter((section) => section.mine !== section.theirs);
  const shown = changed.length > 0 ? changed : sections;
  return (
    <Box
      as="section"
      role="region"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="md"
      p="4"
    >
      <Stack gap="3">
        <Heading as="h2" size="md" id={titleId} textAlign="start">
          {t('drafts.conflict.title')}
        </Heading>
        <Text textAlign="start">{t('drafts.conflict.body')}</Text>
        {shown.map((section, index) => (
          <Stack key={`${section.label}-${index}`} gap="2">
            {section.label && (
              <Heading as="h3" size="sm" textAlign="start">
                {section.label}
              </Heading>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <Version
                title={t('drafts.conflict.mine')}
                text={section.mine}
                empty={t('drafts.conflict.empty')}
              />
              <Version
                title={t('drafts.conflict.theirs')}
                text={section.theirs}
                empty={t('drafts.conflict.empty')}
              />
            </SimpleGrid>
          </Stack>
        ))}
        <HStack gap="3" flexWrap="wrap">
          <Button colorPalette="blue" onClick={props.onKeepMine}>
            {t('drafts.conflict.keepMine')}
          </Button>
          <Button variant="outline" onClick={props.onTakeTheirs}>
            {t('drafts.conflict.takeTheirs')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
