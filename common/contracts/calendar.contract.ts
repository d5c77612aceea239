import * as z from 'zod/mini';
import { encounterModality, encounterStatus, encounterType } from './encounters.contract';
import { recordId } from './safe-text';
import { parseIsoDate } from '../time/zoned-time';

/**
 * The clinic's calendar (issue 32): the sessions of a run of days, for one clinician or the whole
 * clinic, as the caller may see them. Days are the clinic's (its time zone decides where each
 * begins); the server turns them into instants, so every client asks the same way.
 */

export const CALENDAR_PATHS = { range: '/calendar' } as const;

/** The most days one answer covers: the agenda's fortnight. */
export const CALENDAR_MAX_DAYS = 14;
/** The most sessions one answer holds; past it `truncated` says so. */
export const CALENDAR_SESSION_LIMIT = 2_000;

/** Why a calendar read is refused (the server's and the mock's words). */
export const CALENDAR_MESSAGES = {
  wholeClinic: 'Only the front desk and owners see the whole clinic’s calendar: name a clinician.',
  noClinician: 'No member with this id in this clinic.',
} as const;

/** A `YYYY-MM-DD` that is on the calendar. */
export const isoDate = z
  .string()
  .check(z.refine((text) => parseIsoDate(text) !== null, { message: 'Use a date as YYYY-MM-DD' }));

export const calendarQuery = z.strictObject({
  /** The first day shown, in the clinic's time zone. */
  from: isoDate,
  days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CALENDAR_MAX_DAYS)), 7),
  /** One clinician's sessions; without it, the whole clinic's. */
  clinicianId: z.optional(recordId()),
});
export type CalendarQuery = z.infer<typeof calendarQuery>;

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
  /** In time order. */
  sessions: z.array(calendarSession),
  truncated: z.boolean(),
});
export type CalendarResponse = z.infer<typeof calendarResponse>;
