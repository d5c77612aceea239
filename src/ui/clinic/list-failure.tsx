import { Button, Stack } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';

/** A clinic list whose read failed, with a retry when the page offers one. */
export function ListFailure({ title, onRetry }: { title: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <Stack gap="2" align="start">
      <FormFailure title={title} />
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {t('clinic.retry')}
        </Button>
      )}
    </Stack>
  );
}
