import { Heading, Stack, Text } from '@chakra-ui/react';
import type { AiAssist, NoteFormat } from '../../../common/contracts/notes.contract';
import { useI18n } from '../i18n/i18n-context';
import { AiAssistMark } from './ai-assist-mark';
import { formatSessionSpan } from './note-time';

export interface NoteHeaderProps {
  format: NoteFormat;
  patientName: string;
  clinicianName: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** Set when the note was started from an AI draft. */
  aiAssist?: AiAssist | null;
}

/** Whose note, which session (in the clinic's time zone), which format; AI-assisted if it is. */
export function NoteHeader(props: NoteHeaderProps) {
  const { t, locale } = useI18n();
  const format = t(`notes.format.${props.format}`);
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl" wordBreak="break-word">
        {t('notes.header.title', { format, patient: props.patientName })}
      </Heading>
      <Text>
        {t('notes.header.session', {
          when: formatSessionSpan(props.startsAt, props.endsAt, locale, props.timeZone),
        })}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {t('notes.header.zone', { zone: props.timeZone })} ·{' '}
        {t('notes.header.clinician', { name: props.clinicianName })}
      </Text>
      {props.aiAssist && <AiAssistMark aiAssist={props.aiAssist} timeZone={props.timeZone} />}
    </Stack>
  );
}
