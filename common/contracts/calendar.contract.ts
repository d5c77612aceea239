import * as z from 'zod/mini';
import { encounterModality, encounterStatus, encounterType } from './encounters.contract';
import { recordId } from './safe-text';
import { CALENDAR_MAX_DAYS, CALENDAR_PATHS } from '../constants/calendar.constants';
import { startOfWeek } from '../time/calendar-window';
import { parseIsoDate, type CalendarDay } from '../time/zoned-time';

/**
 * The clinic's calendar (issue 32): the sessions of a run of days, for one clinician or the whole
 * clinic, as the caller may see them. Days are the clinic's (its time zone decides where each
 * begins); the server turns them into instants, so every client asks the same way.
 */

export { CALENDAR_MAX_DAYS, CALENDAR_PATHS };
/** The most sessions one answer holds; past it `truncated` says so. */
export const CALENDAR_SESSION_LIMIT = 2_000;

/** Why a calendar read is refused (the server's and the mock's words). */
export const CALENDAR_MESSAGES = {
  wholeClinic: 'Only the front desk and owners see the whole clinic’s calendar: name a clinician.',
  noClinician: 'No member with this id in this clinic.',
  fromOrWeekOf: 'Name the first day (from) or a day of the week (weekOf), not both.',
  weekDays: 'A week (weekOf) is 7 days: leave days out.',
} as const;

/** The days of a week (`weekOf`). */
export const CALENDAR_WEEK_DAYS = 7;

/** A `YYYY-MM-DD` that is on the calendar. */
export const isoDate = z
  .string()
  .check(z.refine((text) => parseIsoDate(text) !== null, { message: 'Use a date as YYYY-MM-DD' }));

/**
 * The window is named one of two ways: `from` and `days` (the clinic's days from `from`), or
 * `weekOf`, a day of the week to show, which the server frames by the clinic's first day of the
 * week: a client may ask for a week before it has read the clinic's settings (issue 32, the week
 * view without the clinic's round trip first).
 */
export const calendarQuery = z
  .strictObject({
    /** The first day shown, in the clinic's time zone. */
    from: z.optional(isoDate),
    /** A day of the week shown: the week holding it, from the clinic's first day of the week. */
    weekOf: z.optional(isoDate),
    days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CALENDAR_MAX_DAYS)), 7),
    /** One clinician's sessions; without it, the whole clinic's. */
    clinicianId: z.optional(recordId()),
  })
  .check(
    z.refine((query) => (query.from === undefined) !== (query.weekOf === undefined), {
      message: CALENDAR_MESSAGES.fromOrWeekOf,
      path: ['from'],
    }),
    z.refine((query) => query.weekOf === undefined || query.days === CALENDAR_WEEK_DAYS, {
      message: CALENDAR_MESSAGES.weekDays,
      path: ['days'],
    }),
  );
export type CalendarQuery = z.infer<typeof calendarQuery>;
/** What a client sends: `days` may be left to its default. */
export type CalendarRequest = Omit<CalendarQuery, 'days'> & { days?: number };

/** The clinic days a valid query names: `from` on, or the week holding `weekOf`. */
export function calendarDaysOf(
  query: CalendarQuery,
  firstDayOfWeek: number,
): { first: CalendarDay; days: number } {
  if (query.weekOf !== undefined) {
    return { first: startOfWeek(parseIsoDate(query.weekOf)!, firstDayOfWeek), days: query.days };
  }
  return { first: parseIsoDate(query.from!)!, days: query.days };
}

export const calendarSession = z.object({
  id: z.string(),
  clinician: z.object({ id: z.string(), name: z.string() }),
  /**
   * The patient, or null: a busy block, a colleague's session the caller may not see (its time
   * and status only, no patient).
   */
  patient: z.nullable(z.object({ id: z.string(), name: z.string() })),
  startsAt: z.string(),
  endsAt: z.string(),
  status: encounterStatus,
  modality: encounterModality,
  type: encounterType,
});
export type CalendarSession = z.infer<typeof calendarSession>;

export const calendarResponse = z.object({
  timeZone: z.string(),
  /** The window's bounds as instants: the first day's start, the day after the last's start. */
  from: z.string(),
  to: z.string(),
  /** The same window as the clinic's days: its first (`YYYY-MM-DD`) and how many. */
  firstDay: z.string(),
  days: z.number(),
  /** In time order. */
  sessions: z.array(calendarSession),
  truncated: z.boolean(),
});
export type CalendarResponse = z.infer<typeof calendarResponse>;
