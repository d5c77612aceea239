import { Button, Text } from '@chakra-ui/react';
import type { AccessedRecord } from '../../../common/contracts/accessed-record';
import type { Translate } from '../../i18n/i18n';
import { Isolate } from '../format/isolate';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { sessionHref } from './chart-paths';
import { aiDraftHref, intakeHref, noteHref, recordingHref } from './documentation-paths';

/** The record a trail line names, in the reader's words: its kind, its format, when it is from. */
export function accessedRecordLabel(
  record: AccessedRecord,
  t: Translate,
  times: Intl.DateTimeFormat,
): string {
  const format = record.format ? t(`patientChart.access.record.format.${record.format}`) : null;
  const what =
    record.kind === 'note' && format
      ? t('patientChart.access.record.noteOf', { format })
      : record.kind === 'note-draft' && format
        ? t('patientChart.access.record.draftOf', { format })
        : t(`patientChart.access.record.kind.${record.kind}`);
  return record.at
    ? t('patientChart.access.record.at', { what, at: times.format(new Date(record.at)) })
    : what;
}

/** Where the reader opens the record, when they may and the pages can reach it; else null. */
export function accessedRecordHref(record: AccessedRecord, patientId: string): string | null {
  if (!record.openable) return null;
  const { encounterId } = record;
  switch (record.kind) {
    case 'encounter':
      return sessionHref(record.id);
    case 'intake':
      return intakeHref(patientId, record.id);
    case 'note':
      return encounterId ? noteHref(record.format ?? 'soap', encounterId) : null;
    case 'note-draft':
      return encounterId ? aiDraftHref(record.format ?? 'soap', encounterId) : null;
    case 'recording':
      return encounterId ? recordingHref(encounterId) : null;
  }
}

export interface AccessedRecordLineProps {
  record: AccessedRecord;
  patientId: string;
  times: Intl.DateTimeFormat;
  /** Narrows the trail to this record's lines (absent: the trail is narrowed to it already). */
  onOnlyThis?: ((record: { id: string; label: string }) => void) | undefined;
  /** Routes a plain click on the record's link inside the app. */
  onNavigate?: ((href: string) => void) | undefined;
}

/**
 * Which record a read opened (issue 30): named as its lists name it, linked where the reader may
 * open it, with a button that narrows the trail to the reads of that one record.
 */
export function AccessedRecordLine(props: AccessedRecordLineProps) {
  const { record, patientId, times, onOnlyThis, onNavigate } = props;
  const t = useT();
  const label = accessedRecordLabel(record, t, times);
  const href = accessedRecordHref(record, patientId);
  return (
    <Text as="span" display="block" fontSize="sm" color="fg.muted">
      {href ? (
        <AuthLink href={href} {...(onNavigate && { onNavigate })}>
          <Isolate>{label}</Isolate>
        </AuthLink>
      ) : (
        <Isolate>{label}</Isolate>
      )}
      {onOnlyThis && (
        <>
          {' '}
          <Button
            size="2xs"
            variant="ghost"
            aria-label={t('patientChart.access.record.onlyThisNamed', { what: label })}
            onClick={() => onOnlyThis({ id: record.id, label })}
          >
            {t('patientChart.access.record.onlyThis')}
          </Button>
        </>
      )}
    </Text>
  );
}
