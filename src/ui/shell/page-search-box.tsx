import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Box, Input, InputGroup, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useT } from '../i18n/i18n-context';
import type { Navigate, PageEntry } from './nav-types';
import { searchPages } from './page-search';

export interface PageSearchBoxProps {
  pages: readonly PageEntry[];
  onNavigate: Navigate;
  /**
   * The patient list, and how to hand it what was typed (not in its address: a name must not
   * reach a URL): a name that matches no page is most likely a patient's, so the empty result
   * points there.
   */
  patientList?: { href: string; search: (query: string) => void };
  /** Starting text, for stories. */
  defaultQuery?: string;
}

/**
 * Finds pages by their translated name: an ARIA 1.2 combobox with a listbox popup. Text that
 * matches no page points to the patient list's search (Enter follows it).
 */
export function PageSearchBox({
  pages,
  onNavigate,
  patientList,
  defaultQuery = '',
}: PageSearchBoxProps) {
  const t = useT();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const listId = `${id}-list`;
  const [query, setQuery] = useState(defaultQuery);
  const [open, setOpen] = useState(defaultQuery !== '');
  const [active, setActive] = useState(0);
  const results = searchPages(query, pages);
  const showList = open && query.trim() !== '';
  const activeResult = showList ? results[active] : undefined;
  const noResults =
    showList && results.length === 0 ? t('shell.search.noResults', { query: query.trim() }) : '';
  const patientHref = noResults && patientList ? patientList.href : null;
  const patientHint = patientHref ? t('shell.search.patientHint', { query: query.trim() }) : '';

  const go = (href: string) => {
    setQuery('');
    setOpen(false);
    onNavigate(href);
  };
  const choose = (page: PageEntry) => go(page.href);
  const searchPatients = (href: string) => {
    patientList?.search(query.trim());
    go(href);
  };
  // Focus moving into the popup (the patient-list link) keeps it open; anywhere else closes it.
  const closeUnlessInside = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((n) => (n >= last ? 0 : n + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((n) => (n <= 0 ? last : n - 1));
    } else if (event.key === 'Enter' && activeResult) {
      event.preventDefault();
      choose(activeResult);
    } else if (event.key === 'Enter' && patientHref) {
      event.preventDefault();
      searchPatients(patientHref);
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setQuery('');
    }
  };

  return (
    <Box ref={root} position="relative" flex="1" minW="0" maxW="sm">
      <VisuallyHidden asChild>
        <label htmlFor={`${id}-input`}>{t('shell.search.label')}</label>
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
          aria-activedescendant={activeResult ? `${id}-${activeResult.id}` : undefined}
          placeholder={t('shell.search.placeholder')}
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
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label={t('shell.search.resultsLabel')}
        hidden={!showList || results.length === 0}
        position="absolute"
        top="100%"
        insetInlineStart="0"
        insetInlineEnd="0"
        mt="1"
        py="1"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="md"
        zIndex="dropdown"
        listStyleType="none"
      >
        {results.map((page, index) => (
          <Box
            as="li"
            key={page.id}
            id={`${id}-${page.id}`}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={index === active ? 'colorPalette.subtle' : undefined}
            colorPalette="blue"
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(page)}
          >
            {page.label}
          </Box>
        ))}
      </Box>
      <Box
        hidden={!showList || results.length > 0}
        position="absolute"
        top="100%"
        insetInlineStart="0"
        insetInlineEnd="0"
        mt="1"
        px="3"
        py="2"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="md"
        zIndex="dropdown"
      >
        <Text>{noResults}</Text>
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
      <VisuallyHidden role="status">
        {showList && results.length > 0
          ? t('shell.search.results', { count: results.length })
          : [noResults, patientHint].filter(Boolean).join(' ')}
      </VisuallyHidden>
    </Box>
  );
}
