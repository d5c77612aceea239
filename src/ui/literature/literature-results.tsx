import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { Article, SourceStatus } from '../../../common/contracts/literature.contract';
import { useI18n } from '../i18n/i18n-context';
import type { AbstractState } from './article-abstract';
import { ArticleResult } from './article-result';
import { bothSourcesDown, SourceNotices } from './source-notices';

export interface LiteratureResultsProps {
  /** `idle`: nothing searched yet; `loading`: the first page of a search is on its way. */
  status: 'idle' | 'loading' | 'failed' | 'ready';
  failureDetail?: string;
  onRetry: () => void;
  articles: readonly Article[];
  sources: readonly SourceStatus[];
  /** A new search is loading while the previous results stay on screen. */
  refreshing?: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** The abstracts the reader opened, by article key. */
  abstracts: Readonly<Record<string, AbstractState>>;
  onToggleAbstract: (key: string) => void;
  onRetryAbstract: (key: string) => void;
  /** Absent when the member's roles do not allow saving. */
  onSave?: (article: Article) => void;
}

/** The results of a search, each source's state, and paging with "More results". */
export function LiteratureResults(props: LiteratureResultsProps) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const { status, articles, sources } = props;
  const busy = status === 'loading' || props.refreshing === true || props.loadingMore;
  const statusText =
    status === 'loading' || props.refreshing
      ? t('literature.results.loading')
      : props.loadingMore
        ? t('literature.results.loadingMore')
        : status === 'ready' && articles.length > 0
          ? t('literature.results.shown', {
              count: new Intl.NumberFormat(locale).format(articles.length),
            })
          : '';
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" aria-busy={busy}>
      <Heading as="h2" size="lg" id={headingId}>
        {t('literature.results.heading')}
      </Heading>
      <Text role="status" textStyle="sm" color="fg.muted">
        {statusText}
      </Text>
      {status === 'idle' && <Text>{t('literature.results.start')}</Text>}
      {status === 'failed' && (
        <Stack gap="2" align="start">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              {t('literature.results.failed', { detail: props.failureDetail ?? '' })}
            </Alert.Title>
          </Alert.Root>
          <Button size="sm" variant="outline" onClick={props.onRetry}>
            {t('literature.results.retry')}
          </Button>
        </Stack>
      )}
      {status === 'ready' && <SourceNotices sources={sources} />}
      {status === 'ready' && articles.length === 0 && !bothSourcesDown(sources) && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('literature.results.emptyTitle')}</Alert.Title>
            <Alert.Description>{t('literature.results.emptyBody')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {status === 'ready' && articles.length > 0 && (
        <Stack as="ol" gap="3" listStyleType="none">
          {articles.map((article) => (
            <li key={article.key}>
              <ArticleResult
                article={article}
                abstract={props.abstracts[article.key] ?? null}
                onToggleAbstract={() => props.onToggleAbstract(article.key)}
                onRetryAbstract={() => props.onRetryAbstract(article.key)}
                onSave={props.onSave ? () => props.onSave?.(article) : undefined}
              />
            </li>
          ))}
        </Stack>
      )}
      {status === 'ready' && props.hasMore && (
        <Button
          alignSelf="start"
          variant="outline"
          loading={props.loadingMore}
          loadingText={t('literature.results.loadingMore')}
          onClick={props.onMore}
        >
          {t('literature.results.more')}
        </Button>
      )}
    </Stack>
  );
}
