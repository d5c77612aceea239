import '../../i18n/english/literature';
import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '../../ui/theme/recipes';
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { mayDo } from '../../../common/contracts/clinic.contract';
import type { Article } from '../../../common/contracts/literature.contract';
import { useT } from '../../ui/i18n/i18n-context';
import { LiteratureSearchForm } from '../../ui/literature/literature-search-form';
import { literatureHref } from '../../ui/literature/literature-paths';
import { useMemberRoles } from '../session/auth-context';
import { pageTitle } from '../shell/panel-menu';
import { useLiteratureSearch } from './literature-queries';
import { ClinicReadingListConnected } from './literature-reading-list-connected';
import { LiteratureResultsConnected } from './literature-results-connected';
import { SaveArticleConnected } from './literature-save-connected';
import { readLiteratureSearch } from './literature-url';

/**
 * `searchliterature`: PubMed and Europe PMC searched through the server (CLINICAL.md decision 6),
 * the search kept in the URL (reload and back keep it), abstracts on demand, saving to the clinic's
 * reading list or a patient's chart, and the clinic's reading list.
 */
export default function SearchLiteraturePage() {
  const t = useT();
  const search = useSearch();
  const [, navigate] = useLocation();
  const roles = useMemberRoles();
  const { filters, initial } = useMemo(() => readLiteratureSearch(search), [search]);
  const results = useLiteratureSearch(filters);
  const [tab, setTab] = useState('search');
  const [saving, setSaving] = useState<Article | null>(null);
  // Clinicians and owners keep articles; a patient's chart needs `writeClinical` (CLINICAL.md §1).
  const maySave = roles.includes('clinician') || roles.includes('owner');

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {pageTitle('searchliterature', t)}
      </Heading>
      <Tabs.Root
        recipe={tabsSlotRecipe}
        value={tab}
        onValueChange={(details) => setTab(details.value)}
        lazyMount
      >
        <Tabs.List aria-label={t('literature.tabs.label')}>
          <Tabs.Trigger value="search">{t('literature.tabs.search')}</Tabs.Trigger>
          <Tabs.Trigger value="reading-list">{t('literature.tabs.readingList')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="search" pt="6">
          <Stack gap="8">
            <LiteratureSearchForm
              key={search}
              initial={initial}
              onSearch={(next) => navigate(literatureHref(next))}
            />
            <LiteratureResultsConnected
              filters={filters}
              search={results}
              onSave={maySave ? setSaving : undefined}
            />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="reading-list" pt="6">
          <ClinicReadingListConnected />
        </Tabs.Content>
      </Tabs.Root>
      {maySave && (
        <SaveArticleConnected
          article={saving}
          canSaveToPatient={mayDo(roles, 'writeClinical')}
          onClose={() => setSaving(null)}
        />
      )}
    </Stack>
  );
}
