import { Alert } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';

/** Said when a part of Praxis fetched on demand (a menu, a drawer) could not be loaded. */
export function LoadFailedAlert() {
  const t = useT();
  return (
    <Alert.Root status="error" role="alert" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('shell.loadFailed.title')}</Alert.Title>
        <Alert.Description>{t('shell.loadFailed.body')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
