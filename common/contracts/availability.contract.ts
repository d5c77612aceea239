import * as z from 'zod/mini';
import { firstOverlap, minuteOfText, type WeeklyInterval } from '../time/availability-intervals';
import { isoDate } from './patients.contract';
import { recordId, safeText } from './safe-text';

/**
 * Availability (issue 32): each clinician's working hours per weekday and dates off, the clinic's
 * opening hours and holidays, and the calendar's view of them for a date range. Times of day are
 * the clinic's wall clock (`HH:MM`, `24:00` ends a day); dates are the clinic's `YYYY-MM-DD`.
 */

export const AVAILABILITY_PATHS = {
  /** `GET ?from&to[&clinicianId]`: every (or one) clinician's bookable time, for the calendar. */
  range: '/availability',
  /** `GET`, `PUT` one clinician's weekly hours and dates off (themself, or an owner). */
  clinician: '/availability/clinicians/:id',
  /** `GET` (any member), `PUT` (owners) the clinic's opening hours and holidays. */
  clinic: '/availability/clinic',
} as const;

export const clinicianAvailabilityPath = (id: string) =>
  `/availability/clinicians/${encodeURIComponent(id)}`;

/** The longest range the calendar may ask for at once, in days. */
export const MAX_AVAILABILITY_RANGE_DAYS = 62;
/** At most this many intervals in one week, dates off and holidays in one list. */
export const MAX_WEEKLY_INTERVALS = 28;
export const MAX_LISTED_DATES = 366;

/** Why availability is refused, in the server's words; the mock answers the same. */
export const AVAILABILITY_MESSAGES = {
  endBeforeStart: 'Each interval must end after it starts',
  overlapping: 'Intervals of one weekday must not overlap',
  repeatedDate: 'Each date once',
  rangeOrder: 'The range must end on or after its first day (to on or after from).',
  rangeTooLong: `Ask for at most ${MAX_AVAILABILITY_RANGE_DAYS} days at once.`,
  outsideOpeningHours: (weekday: number, start: string, end: string) =>
    `Working hours ${start}–${end} on weekday ${weekday} lie outside the clinic’s opening hours.`,
  notAClinician: 'No clinician with this id in this clinic.',
  ownHoursOnly: 'You may set only your own working hours; an owner may set anyone’s.',
} as const;

const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
/** `HH:MM` on the clinic's clock, `00:00` to `24:00`. */
export const timeOfDayText = safeText().check(
  z.regex(TIME_OF_DAY, 'Use the time format HH:MM (00:00 to 24:00)'),
);

export const weeklyInterval = z
  .strictObject({
    /** 1 (Monday) … 7 (Sunday). */
    weekday: z.number().check(z.int(), z.gte(1), z.lte(7)),
    start: timeOfDayText,
    end: timeOfDayText,
  })
  .check(
    z.refine((i) => minuteOfText(i.end) > minuteOfText(i.start), {
      message: AVAILABILITY_MESSAGES.endBeforeStart,
      path: ['end'],
    }),
  );
export type WeeklyIntervalText = z.infer<typeof weeklyInterval>;

/** The text intervals as minutes of the day. */
export const toMinutes = (intervals: readonly WeeklyIntervalText[]): WeeklyInterval[] =>
  intervals.map((i) => ({
    weekday: i.weekday,
    startMinute: minuteOfText(i.start),
    endMinute: minuteOfText(i.end),
  }));

const weeklyHours = z.array(weeklyInterval).check(
  z.maxLength(MAX_WEEKLY_INTERVALS),
  z.refine(
    (intervals) => firstOverlap(toMinutes(intervals)) === null,
    AVAILABILITY_MESSAGES.overlapping,
  ),
);

const uniqueDates = <T>(dateOf: (item: T) => string) =>
  z.refine<T[]>(
    (items) => new Set(items.map(dateOf)).size === items.length,
    AVAILABILITY_MESSAGES.repeatedDate,
  );

/** A clinician's week and dates off; `PUT` replaces both. */
export const clinicianAvailability = z.strictObject({
  hours: weeklyHours,
  datesOff: z.array(isoDate).check(
    z.maxLength(MAX_LISTED_DATES),
    uniqueDates((date: string) => date),
  ),
});
export type ClinicianAvailability = z.infer<typeof clinicianAvailability>;

export const clinicHoliday = z.strictObject({
  date: isoDate,
  name: safeText().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

/** The clinic's opening hours and holidays; `PUT` replaces both. */
export const clinicHours = z.strictObject({
  openingHours: weeklyHours,
  holidays: z.array(clinicHoliday).check(
    z.maxLength(MAX_LISTED_DATES),
    uniqueDates((h: { date: string }) => h.date),
  ),
});
export type ClinicHours = z.infer<typeof clinicHours>;

export const clinicianAvailabilityResponse = z.object({
  clinicianId: z.string(),
  availability: clinicianAvailability,
});
export const clinicHoursResponse = z.object({ clinicHours });

export const availabilityRangeQuery = z.strictObject({
  from: isoDate,
  to: isoDate,
  clinicianId: z.optional(recordId()),
});
export type AvailabilityRangeQuery = z.infer<typeof availabilityRangeQuery>;

const span = z.object({ startsAt: z.string(), endsAt: z.string() });

/**
 * The calendar's shading for `from`–`to` in the clinic's zone: per clinician, the spans they may
 * be booked in (their hours within the opening hours, holidays and dates off removed; `bounded`
 * false when neither they nor the clinic set hours, so no time is outside) and their dates off.
 */
export const availabilityRangeResponse = z.object({
  timeZone: z.string(),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  clinicians: z.array(
    z.object({
      clinicianId: z.string(),
      name: z.string(),
      bounded: z.boolean(),
      spans: z.array(span),
      datesOff: z.array(z.string()),
    }),
  ),
});
export type AvailabilityRangeResponse = z.infer<typeof availabilityRangeResponse>;
