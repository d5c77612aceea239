import { Button, type ButtonProps } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';

/**
 * "Try again" after a failed read, named for its section ("Try again: Working hours") so that two
 * failed sections on one page offer two buttons a screen reader tells apart (in its list of
 * buttons too, where a description is not read). The name starts with the visible words (WCAG
 * 2.5.3, label in name); without a section it is the visible words alone.
 */
export function RetryButton({
  label,
  section,
  onRetry,
  ...rest
}: {
  /** The visible words, in the feature's strings. */
  label: string;
  /** The section's heading, or null when the page has one read alone. */
  section: string | null;
  onRetry: () => void;
} & Omit<ButtonProps, 'onClick' | 'children'>) {
  const t = useT();
  return (
    <Button
      variant="outline"
      {...rest}
      aria-label={section ? t('common.retryIn', { action: label, section }) : undefined}
      onClick={onRetry}
    >
      {label}
    </Button>
  );
}
