import { Alert, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18n-context';
import { AppLink } from './app-link';
import type { NoteFormat } from '../../../common/contracts/notes.contract';
import { aiNoteHref, formatWhen, noteFormatsOffered, sessionHref } from './speech-format';

export interface SpeechHeaderProps {
  encounterId: string;
  patientName: string;
  clinicianName: string;
  startsAt: string;
  timeZone?: string;
  /** No transcription provider on the server: recordings are kept for later. */
  transcriptionConfigured: boolean;
  /** The format of the session's note once one is started: only its form is offered. */
  noteFormat?: NoteFormat | null;
  onNavigate: (href: string) => void;
}

/**
 * Whose session, the way back to it, whether transcription is set up, and where the clinician
 * dictates their own summary instead (the AI note pages).
 */
export function SpeechHeader(props: SpeechHeaderProps) {
  const { t, locale } = useI18n();
  return (
    <Stack gap="4">
      <AppLink
        href={sessionHref(props.encounterId)}
        label={t('speech.page.backToSession')}
        onNavigate={props.onNavigate}
      />
      <Stack gap="1">
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {t('speech.page.title', { patient: props.patientName })}
        </Heading>
        <Text>
          {t('speech.page.session', {
            when: formatWhen(props.startsAt, locale, props.timeZone),
            clinician: props.clinicianName,
          })}
        </Text>
      </Stack>
      {!props.transcriptionConfigured && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('speech.page.notConfigured')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack gap="1" fontSize="sm">
        <Text fontWeight="semibold">{t('speech.page.dictationTitle')}</Text>
        <Text>{t('speech.page.dictationBody')}</Text>
        <HStack gap="4" wrap="wrap">
          {noteFormatsOffered(props.noteFormat).map((format) => (
            <AppLink
              key={format}
              href={aiNoteHref(format, props.encounterId)}
              label={
                format === 'soap' ? t('speech.page.dictationSoap') : t('speech.page.dictationDap')
              }
              onNavigate={props.onNavigate}
            />
          ))}
        </HStack>
      </Stack>
    </Stack>
  );
}
