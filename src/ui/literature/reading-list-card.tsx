import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { SavedArticle } from '../../../common/contracts/literature.contract';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { FormFailure } from '../session/form-alerts';
import { SavedArticleItem } from './saved-article-item';

export interface ReadingListCardProps {
  /** `unavailable`: the server does not show this patient's list to this member (404). */
  status: 'loading' | 'failed' | 'unavailable' | 'ready';
  saved: readonly SavedArticle[];
  onRetry: () => void;
  /** The literature page, where articles are found and saved. */
  literatureHref: string;
  onNavigate?: (href: string) => void;
}

/** The chart's card of the articles saved for this patient, with their notes. */
export function ReadingListCard(props: ReadingListCardProps) {
  const t = useT();
  const headingId = useId();
  const { status, saved } = props;
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={headingId}>
            {t('literature.chart.heading')}
          </Heading>
          <AuthLink href={props.literatureHref} onNavigate={props.onNavigate}>
            {t('literature.chart.search')}
          </AuthLink>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text role="status" textStyle="sm" color="fg.muted">
            {status === 'loading' ? t('literature.chart.loading') : ''}
          </Text>
          {status === 'failed' && (
            <Stack gap="2" align="start">
              <FormFailure title={t('literature.chart.failed')} />
              <Button size="sm" variant="outline" onClick={props.onRetry}>
                {t('literature.chart.retry')}
              </Button>
            </Stack>
          )}
          {status === 'unavailable' && <Text>{t('literature.chart.unavailable')}</Text>}
          {status === 'ready' && saved.length === 0 && (
            <Text color="fg.muted">{t('literature.chart.empty')}</Text>
          )}
          {status === 'ready' && saved.length > 0 && (
            <Stack as="ul" gap="3" listStyleType="none">
              {saved.map((entry) => (
                <li key={entry.id}>
                  <SavedArticleItem entry={entry} />
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
