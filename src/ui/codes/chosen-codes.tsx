import { Button, HStack, List, Text } from '@chakra-ui/react';

/** A diagnosis picked from the ICD-10-CM list: its code and its title. */
export interface ChosenCode {
  code: string;
  text: string;
}

export interface ChosenCodesProps {
  codes: readonly ChosenCode[];
  /** The feature's words: when none is chosen, the list's name, the remove button's. */
  labels: { none: string; list: string; removeShort: string; remove: (code: string) => string };
  onRemove: (code: string) => void;
}

/**
 * The diagnoses chosen so far, each with its code, its title and a button that removes it (named
 * with the code for a screen reader): an intake's working diagnoses, the matcher's question.
 */
export function ChosenCodes({ codes, labels, onRemove }: ChosenCodesProps) {
  if (codes.length === 0) return <Text color="fg.muted">{labels.none}</Text>;
  return (
    <List.Root aria-label={labels.list} listStyleType="none" gap="2">
      {codes.map((diagnosis) => (
        <List.Item key={diagnosis.code}>
          <HStack gap="3" justify="space-between" wrap="wrap">
            <Text>
              <Text as="span" fontWeight="semibold" me="2">
                {diagnosis.code}
              </Text>
              {diagnosis.text}
            </Text>
            <Button
              size="sm"
              variant="outline"
              aria-label={labels.remove(diagnosis.code)}
              onClick={() => onRemove(diagnosis.code)}
            >
              {labels.removeShort}
            </Button>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
