import { Alert, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatInstant } from '../format/clinic-time';
import { codeRecipe } from '../theme/recipes';
import { useI18n } from '../i18n/i18n-context';
import { SettingsCard } from './settings-card';

/** What the card knows of the member's feed. `created` holds the address, shown this once. */
export type CalendarFeedView =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'none' }
  | { kind: 'active'; createdAt: string }
  | { kind: 'created'; createdAt: string; url: string };

export interface CalendarFeedCardProps {
  feed: CalendarFeedView;
  timeZone: string;
  onCreate: () => void;
  onRevoke: () => void;
  onRetry: () => void;
  pending?: boolean;
  /** A make or revoke that failed: said above the buttons, the feed as it was. */
  actionFailed?: boolean;
}

/**
 * A clinician's private calendar address (issue 32): made here, copied once into a calendar app
 * (the server keeps only its hash, so it cannot be shown again), replaced or revoked. Making a new
 * one or revoking asks first: the address in the calendar app stops working.
 */
export function CalendarFeedCard(props: CalendarFeedCardProps) {
  const { feed, timeZone, pending = false } = props;
  const { t, locale } = useI18n();
  const [confirming, setConfirming] = useState<'replace' | 'revoke' | null>(null);
  const [copied, setCopied] = useState(false);
  const since = 'createdAt' in feed ? formatInstant(feed.createdAt, { locale, timeZone }) : '';

  const copy = (url: string) => {
    void navigator.clipboard?.writeText(url).then(() => setCopied(true));
  };
  const confirmAndRun = () => {
    if (confirming === 'revoke') props.onRevoke();
    else props.onCreate();
    setConfirming(null);
    setCopied(false);
  };

  const body = () => {
    if (feed.kind === 'loading') return <Text color="fg.muted">{t('clinic.feed.loading')}</Text>;
    if (feed.kind === 'failed') {
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('clinic.feed.loadFailed')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={props.onRetry}>
            {t('clinic.feed.retry')}
          </Button>
        </Alert.Root>
      );
    }
    if (confirming) {
      return (
        <Stack gap="3" role="group" aria-label={t(`clinic.feed.confirm.${confirming}`)}>
          <Text>{t('clinic.feed.confirmWarning')}</Text>
          <HStack>
            <Button colorPalette="red" onClick={confirmAndRun} loading={pending}>
              {t(`clinic.feed.confirm.${confirming}`)}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {t('clinic.feed.cancel')}
            </Button>
          </HStack>
        </Stack>
      );
    }
    return (
      <Stack gap="3">
        {props.actionFailed && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t('clinic.feed.actionFailed')}</Alert.Title>
          </Alert.Root>
        )}
        {feed.kind === 'none' && <Text>{t('clinic.feed.none')}</Text>}
        {feed.kind === 'active' && <Text>{t('clinic.feed.active', { since })}</Text>}
        {feed.kind === 'created' && (
          <Stack gap="2">
            <Text>{t('clinic.feed.created')}</Text>
            <Code recipe={codeRecipe} dir="ltr" wordBreak="break-all" p="2">
              {feed.url}
            </Code>
            <HStack>
              <Button size="sm" onClick={() => copy(feed.url)}>
                {t('clinic.feed.copy')}
              </Button>
              <Text role="status" textStyle="sm" color="fg.muted">
                {copied ? t('clinic.feed.copied') : ''}
              </Text>
            </HStack>
          </Stack>
        )}
        <HStack>
          {feed.kind === 'none' ? (
            <Button onClick={props.onCreate} loading={pending}>
              {t('clinic.feed.make')}
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => setConfirming('replace')}>
                {t('clinic.feed.replace')}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setConfirming('revoke')}>
                {t('clinic.feed.revoke')}
              </Button>
            </>
          )}
        </HStack>
      </Stack>
    );
  };

  return (
    <SettingsCard title={t('clinic.feed.title')} intro={t('clinic.feed.intro')}>
      {body()}
    </SettingsCard>
  );
}
