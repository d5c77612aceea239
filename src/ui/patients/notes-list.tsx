import { HStack, Stack, Text } from '@chakra-ui/react';
import type { NoteSummary } from '../../../common/contracts/notes.contract';
import { Isolate } from '../format/isolate';
import { useI18n } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { ChartSection, ReadState } from './chart-section';
import { DocumentStatusBadge } from './document-status-badge';
import { noteHref } from './documentation-paths';
import { dateTimeFormat } from '../format/date-time-formats';

export interface NotesListProps {
  /** Null until the list arrives. */
  notes: NoteSummary[] | null;
  loading: boolean;
  failed: boolean;
  /** The clinic's time zone: each session's date is shown in it. */
  timeZone: string;
  /** Care-team clinicians open the notes; staff see that each exists and its status only. */
  withLinks: boolean;
  onRetry: () => void;
  onNavigate?: (href: string) => void;
}

/** A patient's notes, latest session first: format, session date, status, author, addenda. */
export function NotesList(props: NotesListProps) {
  const { notes, timeZone } = props;
  const { t, locale } = useI18n();
  const format = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const sorted = [...(notes ?? [])].sort(
    (a, b) => Date.parse(b.sessionStartsAt) - Date.parse(a.sessionStartsAt),
  );
  return (
    <ChartSection title={t('patientDocs.notes.title')}>
      <Stack gap="3">
        <ReadState
          loading={props.loading && !notes}
          failed={props.failed}
          loadingText={t('patientDocs.notes.loading')}
          failedText={t('patientDocs.notes.failed')}
          onRetry={props.onRetry}
        />
        {notes && notes.length === 0 && <Text>{t('patientDocs.notes.empty')}</Text>}
        {!props.withLinks && notes && notes.length > 0 && (
          <Text textStyle="sm" color="fg.muted">
            {t('patientDocs.notes.statusOnly')}
          </Text>
        )}
        {sorted.length > 0 && (
          <>
            <Text textStyle="xs" color="fg.muted">
              {t('patientDocs.timeZone', { zone: timeZone })}
            </Text>
            <Stack as="ol" gap="2" listStyleType="none" aria-label={t('patientDocs.notes.title')}>
              {sorted.map((note) => {
                const label = (
                  <Isolate>
                    {t('patientDocs.notes.label', {
                      format: t(`patientDocs.notes.format.${note.format}`),
                      when: format.format(new Date(note.sessionStartsAt)),
                    })}
                  </Isolate>
                );
                return (
                  <HStack as="li" key={note.id} gap="3" wrap="wrap" borderBottomWidth="1px" pb="2">
                    {props.withLinks ? (
                      <AuthLink
                        href={noteHref(note.format, note.encounterId)}
                        onNavigate={props.onNavigate}
                      >
                        {label}
                      </AuthLink>
                    ) : (
                      <Text>{label}</Text>
                    )}
                    <DocumentStatusBadge status={note.status} />
                    <Text textStyle="sm" color="fg.muted">
                      {t('patientDocs.notes.by', { name: note.authorName })}
                    </Text>
                    {note.addendaCount > 0 && (
                      <Text textStyle="sm" color="fg.muted">
                        {t('patientDocs.notes.addenda', { count: note.addendaCount })}
                      </Text>
                    )}
                  </HStack>
                );
              })}
            </Stack>
          </>
        )}
      </Stack>
    </ChartSection>
  );
}
