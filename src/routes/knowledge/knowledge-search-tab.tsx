import { KnowledgeEntryView } from '../../ui/knowledge/knowledge-entry-view';
import { knowledgeHref, type KnowledgeView } from '../../ui/knowledge/knowledge-paths';
import { KnowledgeSearchView } from '../../ui/knowledge/knowledge-search-view';
import {
  refusalOf,
  useKnowledgeEntry,
  useKnowledgeSearch,
  useRelatedTitles,
} from './knowledge-queries';
import { statusOfError } from '../../api/http/api-error';

interface KnowledgeSearchTabProps {
  view: KnowledgeView;
  go: (next: Partial<KnowledgeView>) => void;
  navigate: (href: string) => void;
}

/** An open entry (`?entry=`), with its related entries' titles. */
function EntryConnected({ view, navigate }: Omit<KnowledgeSearchTabProps, 'go'>) {
  const entry = useKnowledgeEntry(view.entry);
  const related = useRelatedTitles(entry.data?.related ?? []);
  return (
    <KnowledgeEntryView
      entry={entry.data ?? null}
      loading={entry.isFetching}
      failed={entry.isError}
      notFound={statusOfError(entry.error) === 404}
      related={related}
      backHref={knowledgeHref({ q: view.q, kind: view.kind })}
      onRetry={() => void entry.refetch()}
      onNavigate={navigate}
    />
  );
}

/** The search tab: the query and kind in the URL, its hits, or the entry opened from them. */
export function KnowledgeSearchTab({ view, go, navigate }: KnowledgeSearchTabProps) {
  const search = useKnowledgeSearch(view.q, view.kind);
  if (view.entry) return <EntryConnected view={view} navigate={navigate} />;
  return (
    <KnowledgeSearchView
      // A new query in the URL (back, a link) starts the box from it.
      key={view.q}
      q={view.q}
      kind={view.kind}
      hits={search.data?.hits ?? null}
      loading={search.isFetching}
      failure={search.isError ? (refusalOf(search.error) ?? '') : null}
      onSearch={(q, kind) => go({ q, kind, entry: null })}
      onRetry={() => void search.refetch()}
      hitHref={(id) => knowledgeHref({ q: view.q, kind: view.kind, entry: id })}
      onNavigate={navigate}
    />
  );
}
