import { Box, Field, Input, List, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { searchIcd10, type Icd10Match } from '../../../common/clinical/icd10-search';
import { useT } from '../i18n/i18n-context';

export interface Icd10ComboboxProps {
  onPick: (match: Icd10Match) => void;
  /** Codes already chosen: listed, but marked. */
  chosen: readonly string[];
  limit?: number;
}

/**
 * A combobox over the shipped ICD-10-CM list (WAI-ARIA combobox with a listbox popup): type a code
 * or words, move with the arrow keys, Enter picks, Escape closes.
 */
export function Icd10Combobox({ onPick, chosen, limit = 12 }: Icd10ComboboxProps) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => searchIcd10(query, limit), [query, limit]);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && query.trim() !== '';

  const pick = (match: Icd10Match | undefined) => {
    if (!match) return;
    onPick(match);
    setQuery('');
    setOpen(false);
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((now) =>
        matches.length === 0 ? 0 : (now + step + matches.length) % matches.length,
      );
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      pick(matches[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Box position="relative">
      <Field.Root>
        <Field.Label>{t('intake.diagnoses.search')}</Field.Label>
        <Input
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && matches[active] ? optionId(active) : undefined}
          autoComplete="off"
          value={query}
          maxLength={80}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <Field.HelperText>{t('intake.diagnoses.searchHint')}</Field.HelperText>
      </Field.Root>
      <List.Root
        id={listId}
        role="listbox"
        aria-label={t('intake.diagnoses.results')}
        hidden={!expanded}
        listStyleType="none"
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
        maxH="64"
        overflowY="auto"
        mt="1"
      >
        {matches.map((match, index) => (
          <List.Item
            key={match.code}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            px="3"
            py="1.5"
            cursor="pointer"
            bg={index === active ? 'blue.subtle' : undefined}
            // Picks before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(match);
            }}
          >
            <Text as="span" fontWeight="semibold" me="2">
              {match.code}
            </Text>
            {match.title}
            {chosen.includes(match.code) && (
              <Text as="span" color="fg.muted" ms="2">
                {t('intake.diagnoses.alreadyChosen')}
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
      {expanded && matches.length === 0 && (
        <Text role="status" color="fg.muted" mt="1">
          {t('intake.diagnoses.noMatch')}
        </Text>
      )}
    </Box>
  );
}
