import { Alert, Stack, Text } from '@chakra-ui/react';
import type { SourceStatus } from '../../../common/contracts/literature.contract';
import { useI18n } from '../i18n/i18n-context';

/** Both sources failed: nothing could be searched (said plainly, never an empty page). */
export const bothSourcesDown = (sources: readonly SourceStatus[]) =>
  sources.length > 0 && sources.every((status) => status.state !== 'ok');

/**
 * What became of each source: an alert naming a source that failed (the other's results still
 * show), or one message when neither answered; and each answering source's own count.
 */
export function SourceNotices({ sources }: { sources: readonly SourceStatus[] }) {
  const { t, locale } = useI18n();
  const name = (status: SourceStatus) => t(`literature.sources.${status.source}`);
  if (bothSourcesDown(sources)) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('literature.results.bothDownTitle')}</Alert.Title>
          <Alert.Description>{t('literature.results.bothDownBody')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const failed = sources.filter((status) => status.state !== 'ok');
  const answered = sources.find((status) => status.state === 'ok');
  const number = new Intl.NumberFormat(locale);
  const totals = sources.filter((status) => status.state === 'ok' && status.total !== null);
  return (
    <Stack gap="2">
      {answered &&
        failed.map((status) => (
          <Alert.Root key={status.source} status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              {t(`literature.sourceState.${status.state as Exclude<typeof status.state, 'ok'>}`, {
                source: name(status),
                other: name(answered),
              })}
            </Alert.Title>
          </Alert.Root>
        ))}
      {totals.length > 0 && (
        <Stack as="ul" gap="0" listStyleType="none" textStyle="sm" color="fg.muted">
          {totals.map((status) => (
            <Text as="li" key={status.source}>
              {t('literature.results.total', {
                source: name(status),
                count: number.format(status.total ?? 0),
              })}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
