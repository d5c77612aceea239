/**
 * Instants as the clinic's clock shows them (CLINICAL.md decision 8: stored in UTC, read in the
 * clinic's time zone), in the reader's language. Shared by every feature: a session's times, a
 * note's and an intake's "Saved …".
 */
import { calendarDayAt } from '../../../common/time/zoned-time';
import { dateTimeFormat } from './date-time-formats';

export type InstantStyle = 'time' | 'date' | 'weekdayDate' | 'dateTime' | 'weekdayDateTime';

const STYLES: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  time: { timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  weekdayDate: { dateStyle: 'full' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  weekdayDateTime: { dateStyle: 'full', timeStyle: 'short' },
};

/** An instant as the clinic's clock shows it, in the reader's language. */
export function formatInstant(
  instant: string,
  {
    locale,
    timeZone,
    style = 'dateTime',
  }: { locale: string; timeZone: string; style?: InstantStyle },
): string {
  return dateTimeFormat(locale, { ...STYLES[style], timeZone }).format(new Date(instant));
}

/** Whether two instants fall on the same day of the clinic's calendar. */
export function isSameClinicDay(a: Date | string, b: Date | string, timeZone: string): boolean {
  const x = calendarDayAt(new Date(a), timeZone);
  const y = calendarDayAt(new Date(b), timeZone);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

/**
 * A "last saved" moment: its time when that was today in the clinic ("4:00 PM"), its date and
 * time otherwise ("Nov 24, 2026, 5:22 PM"), so a draft left yesterday does not read as today's.
 */
export function formatSavedMoment(
  instant: string,
  { locale, timeZone, now }: { locale: string; timeZone: string; now: Date },
): { today: boolean; text: string } {
  const today = isSameClinicDay(instant, now, timeZone);
  return {
    today,
    text: formatInstant(instant, { locale, timeZone, style: today ? 'time' : 'dateTime' }),
  };
}

/**
 * A calendar date with no time of day (a birth date, `YYYY-MM-DD`) in the reader's language, the
 * same in every time zone (read as that day in UTC).
 */
export const formatBirthDate = (isoDate: string, locale: string): string =>
  dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
