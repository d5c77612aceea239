import '../../i18n/english/knowledge';
import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '../../ui/theme/recipes';
import { useT } from '../../ui/i18n/i18n-context';
import { EnglishOnlyNote } from '../../ui/knowledge/english-only-note';
import { pageTitle } from '../shell/panel-menu';
import { KnowledgeMatcherTab } from './knowledge-matcher-tab';
import { KnowledgeSearchTab } from './knowledge-search-tab';
import { useKnowledgeView } from './knowledge-url';

/**
 * `searchknowledge`: the curated knowledge base, searched on the server (`?q=`, `?kind=`, an
 * entry `?entry=`), and the renowned treatments matcher (`?tab=matcher`, a patient `?patient=`).
 * Everything shown is in the URL, so reload and back keep it.
 */
export default function SearchKnowledgePage() {
  const t = useT();
  const { view, go, navigate } = useKnowledgeView();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {pageTitle('searchknowledge', t)}
      </Heading>
      <EnglishOnlyNote />
      <Tabs.Root
        recipe={tabsSlotRecipe}
        value={view.tab}
        onValueChange={(details) => go({ tab: details.value === 'matcher' ? 'matcher' : 'search' })}
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="search">{t('knowledge.tabs.search')}</Tabs.Trigger>
          <Tabs.Trigger value="matcher">{t('knowledge.tabs.matcher')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="search">
          <KnowledgeSearchTab view={view} go={go} navigate={navigate} />
        </Tabs.Content>
        <Tabs.Content value="matcher">
          <KnowledgeMatcherTab view={view} go={go} navigate={navigate} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
