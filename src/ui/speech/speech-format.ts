import { formatDuration } from '../format/format-duration';
import { dateTimeFormat } from '../format/date-time-formats';

/** Recorded time as mm:ss, or h:mm:ss from an hour on. */
export function formatElapsed(ms: number): string {
  const text = formatDuration(ms);
  return text.length < 5 ? text.padStart(5, '0') : text;
}

/** A date and time in the clinic's time zone (or the browser's when none is given). */
export function formatWhen(iso: string, locale: string, timeZone?: string): string {
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** The note forms a link may open: the session's note's own once started, else SOAP and DAP. */
export const noteFormatsOffered = (
  started: 'soap' | 'dap' | null | undefined,
): readonly ('soap' | 'dap')[] => (started ? [started] : ['soap', 'dap']);

/** The address of an AI-drafted note page for a session, from one recording's transcript. */
export function aiNoteHref(format: 'soap' | 'dap', encounterId: string, recordingId?: string) {
  const query = new URLSearchParams({ session: encounterId });
  if (recordingId) query.set('recording', recordingId);
  return `/app/panels/hospital/therapy${format}formai?${query.toString()}`;
}

export const sessionHref = (encounterId: string) =>
  `/app/panels/hospital/patientviewsession?id=${encodeURIComponent(encounterId)}`;
