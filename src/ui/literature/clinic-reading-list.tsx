import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { SavedArticle } from '../../../common/contracts/literature.contract';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';
import { SavedArticleItem } from './saved-article-item';

export interface ClinicReadingListProps {
  /** Null until the list is read. */
  saved: readonly SavedArticle[] | null;
  loading: boolean;
  failure: string | null;
  onRetry: () => void;
  /** Whether this member may remove the entry (its saver; an owner, on the clinic's list). */
  mayRemove: (entry: SavedArticle) => boolean;
  onRemove: (id: string) => void;
  /** The entry being removed, and why the last removal failed. */
  removingId?: string | null;
  removeFailure?: string | null;
}

/** The clinic's reading list: what members saved for everyone, newest first. */
export function ClinicReadingList(props: ClinicReadingListProps) {
  const t = useT();
  const headingId = useId();
  const { saved } = props;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="lg" id={headingId}>
        {t('literature.readingList.heading')}
      </Heading>
      <Text role="status" textStyle="sm" color="fg.muted">
        {props.loading ? t('literature.readingList.loading') : ''}
      </Text>
      {props.failure && (
        <Stack gap="2" align="start">
          <FormFailure title={t('literature.readingList.failed', { detail: props.failure })} />
          <Button size="sm" variant="outline" onClick={props.onRetry}>
            {t('literature.readingList.retry')}
          </Button>
        </Stack>
      )}
      {props.removeFailure && (
        <FormFailure
          title={t('literature.readingList.removeFailed', { detail: props.removeFailure })}
        />
      )}
      {saved?.length === 0 && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('literature.readingList.empty')}</Alert.Title>
        </Alert.Root>
      )}
      {saved && saved.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none">
          {saved.map((entry) => (
            <li key={entry.id}>
              <SavedArticleItem
                entry={entry}
                removing={props.removingId === entry.id}
                onRemove={props.mayRemove(entry) ? () => props.onRemove(entry.id) : undefined}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
