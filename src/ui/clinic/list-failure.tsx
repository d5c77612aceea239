import { Stack } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';
import { RetryButton } from '../session/retry-button';

/**
 * A clinic list whose read failed, with a retry when the page offers one, named for the list
 * ("Try again: Practitioners"): a page may hold several lists and cards that failed.
 */
export function ListFailure({
  title,
  section,
  onRetry,
}: {
  title: string;
  /** The list's name. */
  section: string;
  onRetry?: () => void;
}) {
  const t = useT();
  return (
    <Stack gap="2" align="start">
      <FormFailure title={title} />
      {onRetry && <RetryButton label={t('clinic.retry')} section={section} onRetry={onRetry} />}
    </Stack>
  );
}
