import { Text } from '@chakra-ui/react';
import type { DraftStateName } from '../../machines/drafts/document-draft.selectors';
import { formatSavedMoment } from '../format/clinic-time';
import { useI18n } from '../i18n/i18n-context';

export interface DraftStatusProps {
  state: DraftStateName;
  /** When the server last stored the draft (ISO), or null. */
  savedAt: string | null;
  /** The reason of a failed save, as the server gave it. */
  error?: string | null;
  /** The clinic's time zone; until it is known, no time is shown (never the browser's). */
  timeZone: string | undefined;
  /** The present moment, to tell today's save from an earlier day's. */
  now: Date;
  /** The text was read back from this device's copy when the page opened. */
  restoredFromDevice?: boolean;
}

/**
 * Where a draft stands, said politely to screen readers as it changes: "Saved 10:42 AM" (with
 * the date when that was not today in the clinic), "Saving…", "Offline — kept on this device",
 * "Unsaved changes", "Save failed: …", "Signed". The live region is always in the page, so each
 * change is announced.
 */
export function DraftStatus(props: DraftStatusProps) {
  const { t, locale } = useI18n();
  const { state, savedAt, timeZone, now } = props;
  const saved = () => {
    if (!savedAt || !timeZone) return '';
    const moment = formatSavedMoment(savedAt, { locale, timeZone, now });
    return moment.today
      ? t('drafts.status.saved', { time: moment.text })
      : t('drafts.status.savedOn', { when: moment.text });
  };
  const text = (() => {
    switch (state) {
      case 'saved':
      case 'editing':
        return saved();
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
