import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Box, Input, InputGroup, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useT } from '../i18n/i18n-context';
import type { Navigate, PageEntry } from './nav-types';
import { searchPages } from './page-search';
import {
  moveActive,
  patientStatusMessage,
  searchOptions,
  type PatientMatches,
  type SearchOption,
} from './page-search-options';

export interface PageSearchBoxProps {
  pages: readonly PageEntry[];
  onNavigate: Navigate;
  /**
   * The patient list, and how to hand it what was typed (not in its address: a name must not
   * reach a URL): the popup always offers to search the whole list for the text.
   */
  patientList?: { href: string; search: (query: string) => void };
  /**
   * The patients the typed text finds (by name, typo-tolerant, or by MRN), as the server's patient
   * search answers for this member; absent, the box finds pages only.
   */
  patients?: PatientMatches;
  /** Told each change of the text, so the patients can be searched for it. */
  onQueryChange?: (query: string) => void;
  /** Starting text, for stories. */
  defaultQuery?: string;
}

const popupStyle = {
  position: 'absolute',
  top: '100%',
  insetInlineStart: '0',
  insetInlineEnd: '0',
  mt: '1',
  bg: 'bg.panel',
  color: 'fg',
  borderWidth: '1px',
  borderRadius: 'md',
  boxShadow: 'md',
  zIndex: 'dropdown',
} as const;

/**
 * Finds pages by their translated name and, given `patients`, patients by name or MRN: an ARIA
 * 1.2 combobox with a listbox popup (arrows choose, Enter opens, Escape closes then clears). The
 * popup also links to the patient list's search for the text (Enter follows it when nothing is
 * chosen).
 */
export function PageSearchBox({
  pages,
  onNavigate,
  patientList,
  patients,
  onQueryChange,
  defaultQuery = '',
}: PageSearchBoxProps) {
  const t = useT();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const listId = `${id}-list`;
  const [query, setQueryState] = useState(defaultQuery);
  const [open, setOpen] = useState(defaultQuery !== '');
  const [active, setActive] = useState(0);
  const foundPages = searchPages(query, pages);
  const options = searchOptions(foundPages, patients ?? { status: 'idle' });
  const showList = open && query.trim() !== '';
  const activeOption = showList ? options[active] : undefined;
  const noPages =
    showList && foundPages.length === 0 ? t('shell.search.noResults', { query: query.trim() }) : '';
  const patientStatus = showList && patients ? patientStatusMessage(patients, query) : null;
  const patientStatusText = patientStatus ? t(patientStatus.key, patientStatus.values) : '';
  // Finding patients itself, the box always offers the whole list; finding pages only, it
  // offers it when no page matches (a name, most likely).
  const patientHref =
    showList && patientList && (patients || foundPages.length === 0) ? patientList.href : null;
  const patientHint = patientHref ? t('shell.search.patientHint', { query: query.trim() }) : '';
  const optionId = (option: SearchOption) => `${id}-${option.key}`;

  const setQuery = (next: string) => {
    setQueryState(next);
    onQueryChange?.(next);
  };
  const go = (href: string) => {
    setQuery('');
    setOpen(false);
    onNavigate(href);
  };
  const searchPatients = (href: string) => {
    patientList?.search(query.trim());
    go(href);
  };
  // Focus moving into the popup (the patient-list link) keeps it open; anywhere else closes it.
  const closeUnlessInside = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((n) => moveActive(n, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      go(activeOption.href);
    } else if (event.key === 'Enter' && patientHref) {
      event.preventDefault();
      searchPatients(patientHref);
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setQuery('');
    }
  };

  const renderOption = (option: SearchOption, index: number) => (
    <Box
      as="li"
      key={option.key}
      id={optionId(option)}
      role="option"
      aria-selected={index === active}
      px="3"
      py="2"
      cursor="pointer"
      bg={index === active ? 'colorPalette.subtle' : undefined}
      colorPalette="blue"
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={() => setActive(index)}
      onClick={() => go(option.href)}
    >
      {option.kind === 'page' ? (
        option.page.label
      ) : (
        <>
          {/* A name keeps its own direction in either layout (issue 30). */}
          <bdi>{`${option.patient.familyName}, ${option.patient.givenName}`}</bdi>{' '}
          <Text as="span" textStyle="xs" color="fg.muted">
            {t('shell.search.patients.mrn', { mrn: option.patient.mrn })}
          </Text>
        </>
      )}
    </Box>
  );
  const pageCount = foundPages.length;

  return (
    <Box ref={root} position="relative" flex="1" minW="0" maxW="sm">
      <VisuallyHidden asChild>
        <label htmlFor={`${id}-input`}>
          {t(patients ? 'shell.search.labelWithPatients' : 'shell.search.label')}
        </label>
      </VisuallyHidden>
      <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
        <Input
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          placeholder={t(
            patients ? 'shell.search.placeholderWithPatients' : 'shell.search.placeholder',
          )}
          // The typed text and the (left-to-right) hint keep their own order in either layout.
          dir="auto"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={closeUnlessInside}
          bg="bg"
          color="fg"
          size="sm"
        />
      </InputGroup>
      <Box hidden={!showList} {...popupStyle}>
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label={t(
            patients ? 'shell.search.resultsLabelWithPatients' : 'shell.search.resultsLabel',
          )}
          hidden={options.length === 0}
          py="1"
          listStyleType="none"
        >
          {options.map(renderOption)}
        </Box>
        <Box px="3" py="2" hidden={!noPages && !patientStatusText && !patientHref}>
          {noPages && <Text>{noPages}</Text>}
          {patientStatusText && <Text color="fg.muted">{patientStatusText}</Text>}
          {patientHref && (
            <Link
              href={patientHref}
              onBlur={closeUnlessInside}
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                event.preventDefault();
                searchPatients(patientHref);
              }}
              color="blue.700"
              _dark={{ color: 'blue.300' }}
              textDecoration="underline"
            >
              {patientHint}
            </Link>
          )}
        </Box>
      </Box>
      <VisuallyHidden role="status">
        {showList
          ? [
              pageCount > 0 ? t('shell.search.results', { count: pageCount }) : noPages,
              patientStatusText,
              pageCount === 0 && !patients ? patientHint : '',
            ]
              .filter(Boolean)
              .join(' ')
          : ''}
      </VisuallyHidden>
    </Box>
  );
}
