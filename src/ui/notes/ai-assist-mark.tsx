import { Badge, HStack, Text } from '@chakra-ui/react';
import type { AiAssist } from '../../../common/contracts/notes.contract';
import { useI18n } from '../i18n/i18n-context';
import { formatClinicTime } from './note-time';

/** The drafter's name as the AI-assisted mark says it. */
export function useAiAssistLabel() {
  const { t } = useI18n();
  return (provider: AiAssist['provider'], model: string | null) => {
    if (provider === 'offline') return t('notes.ai.mark.offline');
    return model ? t('notes.ai.mark.model', { model }) : t('notes.ai.mark.external');
  };
}

/**
 * A note started from an AI draft says so (CLINICAL.md decision 4): which drafter, when, and from
 * what. Shown in the note's header and on the signed document.
 */
export function AiAssistMark({ aiAssist, timeZone }: { aiAssist: AiAssist; timeZone: string }) {
  const { t, locale } = useI18n();
  const label = useAiAssistLabel()(aiAssist.provider, aiAssist.model);
  const when = formatClinicTime(aiAssist.draftedAt, locale, timeZone);
  return (
    <HStack gap="2" wrap="wrap" data-testid="ai-assist-mark">
      <Badge colorPalette="purple" variant="subtle" size="md" whiteSpace="normal">
        {label}
      </Badge>
      <Text fontSize="sm" color="fg.muted">
        {aiAssist.sourceKind === 'transcript'
          ? t('notes.ai.mark.fromTranscript', { when })
          : t('notes.ai.mark.fromSummary', { when })}
      </Text>
    </HStack>
  );
}
