import { Heading, Stack, Text } from '@chakra-ui/react';
import type { NoteFormat } from '../../../common/contracts/notes.contract';
import { useI18n } from '../i18n/i18n-context';
import { formatSessionSpan } from './note-time';

export interface NoteHeaderProps {
  format: NoteFormat;
  patientName: string;
  clinicianName: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

/** Whose note, which session (in the clinic's time zone), which format. */
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
    </Stack>
  );
}
