import { useState } from 'react';
import type { Article } from '../../../common/contracts/literature.contract';
import { LiteratureResults } from '../../ui/literature/literature-results';
import type { LiteratureFilters } from '../../ui/literature/search-form-validation';
import { useAbstracts, type LiteratureSearch } from './literature-queries';
import { detailOfError } from '../../api/http/api-error';

export interface LiteratureResultsConnectedProps {
  filters: LiteratureFilters | null;
  search: LiteratureSearch;
  onSave?: (article: Article) => void;
}

/** The search's pages as one list, each source's state from the latest page, abstracts on demand. */
export function LiteratureResultsConnected({
  filters,
  search,
  onSave,
}: LiteratureResultsConnectedProps) {
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const abstracts = useAbstracts(openKeys);
  const pages = search.data?.pages ?? [];
  const articles = pages.flatMap((page) => page.articles);
  const status =
    filters === null
      ? 'idle'
      : search.isError && !search.data
        ? 'failed'
        : search.data
          ? 'ready'
          : 'loading';
  return (
    <LiteratureResults
      status={status}
      failureDetail={search.isError ? detailOfError(search.error) : undefined}
      onRetry={() => void search.refetch()}
      articles={articles}
      sources={pages.at(-1)?.sources ?? []}
      refreshing={search.isPlaceholderData}
      hasMore={search.hasNextPage}
      loadingMore={search.isFetchingNextPage}
      onMore={() => void search.fetchNextPage()}
      abstracts={abstracts.states}
      onToggleAbstract={(key) =>
        setOpenKeys((open) =>
          open.includes(key) ? open.filter((other) => other !== key) : [...open, key],
        )
      }
      onRetryAbstract={(key) => void abstracts.retry(key)}
      onSave={onSave}
    />
  );
}
