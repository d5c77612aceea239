import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';

export type RecordDownloadState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'done'; fileName: string }
  | { status: 'failed' };

export interface RecordDownloadProps {
  state: RecordDownloadState;
  onDownload: () => void;
}

/**
 * The patient's copy of their own record (issue 36; right of access): what it holds, one button,
 * and what came of it — preparing (it can take a moment), saved under its name, or failed.
 */
export function RecordDownload({ state, onDownload }: RecordDownloadProps) {
  const t = useT();
  return (
    <Stack gap="4" maxW="2xl" w="full" mx="auto" align="start">
      <Heading as="h1" size="2xl">
        {t('shares.portal.downloadTitle')}
      </Heading>
      <Text>{t('shares.portal.downloadIntro')}</Text>
      <Button
        colorPalette="blue"
        onClick={onDownload}
        loading={state.status === 'preparing'}
        loadingText={t('shares.portal.downloadPreparing')}
        w={{ base: 'full', sm: 'auto' }}
      >
        {t('shares.portal.download')}
      </Button>
      <Stack role="status" w="full">
        {state.status === 'preparing' && <Text>{t('shares.portal.downloadStarted')}</Text>}
        {state.status === 'done' && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Description>
              {t('shares.portal.downloadDone', { name: state.fileName })}
            </Alert.Description>
          </Alert.Root>
        )}
      </Stack>
      {state.status === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('shares.portal.downloadFailed')}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
