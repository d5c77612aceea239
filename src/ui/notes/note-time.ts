import { formatInstant } from '../format/clinic-time';
import { dateTimeFormat } from '../format/date-time-formats';

/** A moment shown in the clinic's time zone, in the reader's language (date and time). */
export const formatClinicTime = (instant: string, locale: string, timeZone: string): string =>
  formatInstant(instant, { locale, timeZone });

/** A session's span in the clinic's time zone: its date, start and end. */
export function formatSessionSpan(
  startsAt: string,
  endsAt: string,
  locale: string,
  timeZone: string,
): string {
  const format = dateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}

/** The first characters of a hash, as a signature block shows it. */
export const shortHash = (sha256: string) => sha256.slice(0, 12);
