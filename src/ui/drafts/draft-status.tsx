import { Text } from '@chakra-ui/react';
import type { DraftStateName } from '../../machines/drafts/document-draft.selectors';
import { useI18n } from '../i18n/i18n-context';

export interface DraftStatusProps {
  state: DraftStateName;
  /** When the server last stored the draft (ISO), or null. */
  savedAt: string | null;
  /** The reason of a failed save, as the server gave it. */
  error?: string | null;
  /** The clinic's time zone (the browser's when not given). */
  timeZone?: string;
  /** The text was read back from this device's copy when the page opened. */
  restoredFromDevice?: boolean;
}

/**
 * Where a draft stands, said politely to screen readers as it changes: "Saved 10:42",
 * "Saving…", "Offline — kept on this device", "Unsaved changes", "Save failed: …", "Signed".
 * The live region is always in the page, so each change is announced.
 */
export function DraftStatus(props: DraftStatusProps) {
  const { t, locale } = useI18n();
  const { state, savedAt } = props;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: props.timeZone,
    }).format(new Date(iso));
  const text = (() => {
    switch (state) {
      case 'saved':
        return savedAt ? t('drafts.status.saved', { time: time(savedAt) }) : '';
      case 'editing':
        return savedAt ? t('drafts.status.saved', { time: time(savedAt) }) : '';
      case 'failed':
        return props.error
          ? t('drafts.status.failed', { reason: props.error })
          : t('drafts.status.failedNoReason');
      default:
        return t(`drafts.status.${state}`);
    }
  })();
  const tone = state === 'failed' || state === 'conflict' ? 'fg.error' : 'fg.muted';
  return (
    <Text role="status" aria-live="polite" textStyle="sm" color={tone} textAlign="start">
      {text}
      {props.restoredFromDevice && state !== 'signed' && (
        <>
          {text ? ' · ' : ''}
          {t('drafts.status.restored')}
        </>
      )}
    </Text>
  );
}
