import { Box, Field, Input, List, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { searchIcd10, type Icd10Match } from '../../../common/clinical/icd10-search';

/** What the combobox says, in the reader's language: each feature passes its own words. */
export interface Icd10ComboboxLabels {
  label: string;
  hint: string;
  /** The listbox's accessible name. */
  results: string;
  /** Beside a code already chosen. */
  alreadyChosen: string;
  /** Said when the text matches nothing (and no `onTyped` takes it). */
  noMatch?: string;
}

export interface Icd10ComboboxProps {
  /** A code chosen from the list. */
  onPick: (match: Icd10Match) => void;
  /** Codes already chosen: listed, but marked. */
  chosen: readonly string[];
  labels: Icd10ComboboxLabels;
  /** How many matches to list; searchIcd10's own (20) when absent, so a family's common codes all show. */
  limit?: number;
  /** Enter on text that matched nothing: the form checks it as a code itself. */
  onTyped?: (text: string) => void;
  /** Why the typed text was refused; null or absent when fine. */
  error?: string | null;
  /** The text changed (a shown error may go). */
  onEdit?: () => void;
}

/**
 * A combobox over the shipped ICD-10-CM list (WAI-ARIA combobox with a listbox popup): type a code
 * or words, move with the arrow keys, Enter picks, Escape closes. With `onTyped`, Enter on text
 * matching nothing hands it to the form (the matcher accepts any well-formed code). Shared by the
 * intake's diagnoses and the treatments matcher.
 */
export function Icd10Combobox(props: Icd10ComboboxProps) {
  const { onPick, onTyped, chosen, labels, limit } = props;
  const error = props.error ?? null;
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => searchIcd10(query, limit), [query, limit]);
  const listId = `${id}-list`;
  const noteId = `${id}-note`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const typing = open && query.trim() !== '';
  const expanded = typing && matches.length > 0;

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
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded) pick(matches[active]);
      else if (onTyped && query.trim()) onTyped(query.trim());
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Box position="relative">
      <Field.Root invalid={error !== null}>
        <Field.Label>{labels.label}</Field.Label>
        <Input
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && matches[active] ? optionId(active) : undefined}
          aria-describedby={noteId}
          aria-invalid={error !== null}
          autoComplete="off"
          value={query}
          maxLength={80}
          onChange={(event) => {
            setQuery(event.target.value);
            props.onEdit?.();
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {error ? (
          <Field.ErrorText id={noteId}>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText id={noteId}>{labels.hint}</Field.HelperText>
        )}
      </Field.Root>
      <List.Root
        id={listId}
        role="listbox"
        aria-label={labels.results}
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
                {labels.alreadyChosen}
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
      {typing && matches.length === 0 && labels.noMatch && !onTyped && (
        <Text role="status" color="fg.muted" mt="1">
          {labels.noMatch}
        </Text>
      )}
    </Box>
  );
}
