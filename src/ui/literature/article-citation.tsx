import { Badge, Text, Wrap } from '@chakra-ui/react';
import type { Article } from '../../../common/contracts/literature.contract';
import { useI18n } from '../i18n/i18n-context';
import { formatAuthors } from './literature-format';

/** Who wrote it, where and when it appeared, and what kind of article it is (translated badges). */
export function ArticleCitation({ article }: { article: Article }) {
  const { t } = useI18n();
  return (
    <>
      <Text textStyle="sm">{formatAuthors(article, t)}</Text>
      <Text textStyle="sm" color="fg.muted">
        <Text as="cite" fontStyle="italic">
          {article.journal}
        </Text>
        {' · '}
        {article.year ?? t('literature.article.yearUnknown')}
      </Text>
      {(article.types.length > 0 || article.freeFullText) && (
        <Wrap gap="2">
          {article.types.map((type) => (
            <Badge key={type} colorPalette="purple" variant="subtle">
              {t(`literature.types.${type}`)}
            </Badge>
          ))}
          {article.freeFullText && (
            <Badge colorPalette="green" variant="subtle">
              {t('literature.article.freeFullText')}
            </Badge>
          )}
        </Wrap>
      )}
    </>
  );
}
