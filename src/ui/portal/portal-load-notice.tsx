import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import type { PortalLoad } from './portal-load-state';

/** What a portal read shows before its data: a spinner, or the failure and a retry; null when ready. */
export function PortalLoadNotice({
  load,
  onRetry,
}: {
  load: PortalLoad<unknown>;
  onRetry: () => void;
}) {
  const t = useT();
  if (load.status === 'loading') {
    return (
      <HStack role="status">
        <Spinner size="sm" />
        <Text>{t('shares.portal.loading')}</Text>
      </HStack>
    );
  }
  if (load.status === 'failed') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('shares.portal.failed')}</Alert.Title>
        <Button size="sm" variant="outline" ms="auto" onClick={onRetry}>
          {t('shares.portal.retry')}
        </Button>
      </Alert.Root>
    );
  }
  return null;
}
