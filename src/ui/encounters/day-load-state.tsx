import { Button, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';

/** A day view while its sessions load, or after they failed to (with a retry). */
export function DayLoadState(props: {
  kind: 'loading' | 'error';
  loading: string;
  failed: string;
  onRetry: () => void;
}) {
  const t = useT();
  if (props.kind === 'loading') {
    return (
      <Text role="status" color="fg.muted">
        {props.loading}
      </Text>
    );
  }
  return (
    <Stack gap="2" align="start">
      <FormFailure title={props.failed} />
      <Button variant="outline" onClick={props.onRetry}>
        {t('sessions.day.retry')}
      </Button>
    </Stack>
  );
}
