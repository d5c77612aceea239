import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { Article } from '../../../common/contracts/literature.contract';
import { useI18n } from '../i18n/i18n-context';
import { ArticleAbstract, type AbstractState } from './article-abstract';
import { ArticleCitation } from './article-citation';
import { ArticleLinks } from './article-links';
import { listOf } from './literature-format';

export interface ArticleResultProps {
  article: Article;
  /** The abstract, when the reader opened it; null while closed. */
  abstract: AbstractState | null;
  onToggleAbstract: () => void;
  onRetryAbstract: () => void;
  /** Absent: the member's roles do not allow saving, so it is not offered. */
  onSave?: () => void;
}

/** One article of the results: citation, badges, sources, abstract on demand, links and save. */
export function ArticleResult({ article, abstract, ...props }: ArticleResultProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const titleId = `${id}-title`;
  const abstractId = `${id}-abstract`;
  const open = abstract !== null;
  return (
    <Card.Root as="article" size="sm" aria-labelledby={titleId}>
      <Card.Body>
        <Stack gap="2">
          <Heading as="h3" size="sm" id={titleId} overflowWrap="anywhere" textAlign="start">
            {article.title}
          </Heading>
          <ArticleCitation article={article} />
          <Text textStyle="xs" color="fg.muted">
            {t('literature.article.foundBy', {
              sources: listOf(
                locale,
                article.sources.map((source) => t(`literature.sources.${source}`)),
              ),
            })}
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button
              size="xs"
              variant="outline"
              aria-expanded={open}
              aria-controls={open ? abstractId : undefined}
              aria-describedby={titleId}
              onClick={props.onToggleAbstract}
            >
              {open ? t('literature.article.hideAbstract') : t('literature.article.showAbstract')}
            </Button>
            {props.onSave && (
              <Button
                size="xs"
                colorPalette="blue"
                aria-describedby={titleId}
                onClick={props.onSave}
              >
                {t('literature.article.save')}
              </Button>
            )}
          </HStack>
          {abstract && (
            <ArticleAbstract id={abstractId} state={abstract} onRetry={props.onRetryAbstract} />
          )}
          <ArticleLinks links={article.links} describedBy={titleId} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
