import { Box } from '@chakra-ui/react';
import { PROGRESS_BAR } from '../../config/constants';
import { useT } from '../i18n/i18n-context';

export interface ProgressBarProps {
  /** Fraction between 0 and 1. */
  value: number;
}

/** A thin bar across the top of the viewport; grows from the start edge in either direction. */
export function ProgressBar({ value }: ProgressBarProps) {
  const t = useT();
  const percent = Math.round(value * 100);
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      position="fixed"
      top="0"
      insetInlineStart="0"
      insetInlineEnd="0"
      height="3px"
      zIndex="toast"
      pointerEvents="none"
    >
      <Box
        data-part="indicator"
        height="full"
        bg="blue.600"
        style={{
          width: `${percent}%`,
          transition: `width ${PROGRESS_BAR.animationMs}ms ease-out`,
        }}
      />
    </Box>
  );
}
