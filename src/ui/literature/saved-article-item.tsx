import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { SavedArticle } from '../../../common/contracts/literature.contract';
import { useI18n } from '../i18n/i18n-context';
import { ArticleCitation } from './article-citation';
import { ArticleLinks } from './article-links';
import { formatDay } from './literature-format';

export interface SavedArticleItemProps {
  entry: SavedArticle;
  /** Absent: this member may not remove it. */
  onRemove?: () => void;
  removing?: boolean;
}

/** One saved article: its citation, the note, who saved it and when, links, and remove. */
export function SavedArticleItem({ entry, onRemove, removing = false }: SavedArticleItemProps) {
  const { t, locale } = useI18n();
  const titleId = `${useId()}-title`;
  return (
    <Stack gap="1.5" borderBottomWidth="1px" borderColor="border.muted" pb="3">
      <Heading as="h3" size="sm" id={titleId} overflowWrap="anywhere">
        {entry.article.title}
      </Heading>
      <ArticleCitation article={entry.article} />
      {entry.note && (
        <Text textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {t('literature.readingList.note', { note: entry.note })}
        </Text>
      )}
      <Text textStyle="xs" color="fg.muted">
        {t('literature.readingList.savedBy', {
          name: entry.savedBy.name,
          date: formatDay(locale, entry.savedAt),
        })}
      </Text>
      <HStack gap="4" wrap="wrap">
        <ArticleLinks links={entry.article.links} describedBy={titleId} />
        {onRemove && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            loading={removing}
            loadingText={t('literature.readingList.removing')}
            aria-describedby={titleId}
            onClick={onRemove}
          >
            {t('literature.readingList.remove')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
