import { Box, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { formatClinicTime } from './note-time';

export interface PreviousPlanProps {
  plan: { sessionStartsAt: string; plan: string };
  timeZone: string;
}

/**
 * The previous note's plan, open while writing and folded with one keystroke (a disclosure).
 * Memoised: it does not change while the clinician types (its date formatting cost a keystroke
 * about 0.5 ms in the note bench).
 */
export const PreviousPlan = memo(function PreviousPlan({ plan, timeZone }: PreviousPlanProps) {
  const { t, locale } = useI18n();
  return (
    <Box
      asChild
      borderWidth="1px"
      borderColor="border"
      borderStartWidth="4px"
      borderStartColor="blue.solid"
      rounded="md"
      p="3"
      bg="bg.subtle"
    >
      <details open>
        <Box as="summary" cursor="pointer" fontWeight="semibold">
          {t('notes.previousPlan.title', {
            when: formatClinicTime(plan.sessionStartsAt, locale, timeZone),
          })}
        </Box>
        <Text mt="2" whiteSpace="pre-wrap" wordBreak="break-word">
          {plan.plan.trim() || t('notes.previousPlan.empty')}
        </Text>
      </details>
    </Box>
  );
});
