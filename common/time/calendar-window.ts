import { addDays, isoWeekday, startOfDay, type CalendarDay } from './zoned-time';

/**
 * The instants [from, to) of `days` calendar days from `first` in `timeZone`: a day of 23 or 25
 * hours across a daylight saving change stays one day.
 */
export function dayWindow(
  first: CalendarDay,
  days: number,
  timeZone: string,
): { from: number; to: number } {
  return { from: startOfDay(first, timeZone), to: startOfDay(addDays(first, days), timeZone) };
}

/** The first day of the week holding `day`, weeks starting on `firstDayOfWeek` (1 Monday … 7). */
export function startOfWeek(day: CalendarDay, firstDayOfWeek: number): CalendarDay {
  const back = (isoWeekday(day) - firstDayOfWeek + 7) % 7;
  return addDays(day, -back);
}
