import { dateTimeFormat } from '../format/date-time-formats';

/**
 * Calendar days and hours in the reader's language. A day (`YYYY-MM-DD`) is the clinic's and has
 * no time zone of its own, so it is formatted at noon UTC in UTC: the same date in every browser.
 */

type DayStyle = 'weekdayShort' | 'full' | 'medium';

const DAY_STYLES: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  weekdayShort: { weekday: 'short', day: 'numeric', month: 'short' },
  full: { dateStyle: 'full' },
  medium: { dateStyle: 'medium' },
};

export function formatDay(date: string, locale: string, style: DayStyle = 'medium'): string {
  return dateTimeFormat(locale, { ...DAY_STYLES[style], timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** A whole hour of the clinic's clock ("09:00", "9 AM"), in the reader's language. */
export function formatHour(hour: number, locale: string): string {
  return dateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hour)),
  );
}
