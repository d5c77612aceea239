import * as z from 'zod/mini';
import { minuteOfText } from '../time/availability-intervals';
import {
  MAX_SERIES_DAYS,
  MAX_SERIES_OCCURRENCES,
  type SeriesProblem,
  type SeriesRule,
} from '../time/series-expansion';
import { parseIsoDate } from '../time/zoned-time';
import { timeOfDayText } from './availability.contract';
import { encounter, encounterModality, encounterType } from './encounters.contract';
import { isoDate } from './patients.contract';
import { recordId, safeText } from './safe-text';
import { TRANSITION_REASON_LIMITS } from './encounters.contract';

/**
 * Recurring sessions (issue 32, CLINICAL.md decision 11): a weekly or fortnightly rule and the
 * sessions made from it, each a real session linked to its series. The booking form previews a
 * series (expanded and checked, nothing stored), then books it: every occurrence or none.
 */

export const SERIES_PATHS = {
  /** `POST` a `seriesInput`: its occurrences, skipped dates and each one's conflicts; stores nothing. */
  preview: '/series/preview',
  /** `POST` a `seriesInput`: books every occurrence in one transaction, or none (409). */
  list: '/series',
  /** `GET` a series and its sessions (the session page's "3 of 6, weekly"), as one may change it. */
  one: '/series/:id',
  /** `POST` a `seriesFollowingChange`: a new time, weekday or clinician from a date on. */
  following: '/series/:id/following',
  /** `POST` a `seriesCancelRest`: cancels the planned occurrences from a date on; the past stays. */
  cancelRest: '/series/:id/cancel-rest',
} as const;

export const seriesPath = (id: string) => `/series/${encodeURIComponent(id)}`;
export const seriesFollowingPath = (id: string) => `${seriesPath(id)}/following`;
export const seriesCancelRestPath = (id: string) => `${seriesPath(id)}/cancel-rest`;

export const seriesFrequency = z.enum(['weekly', 'fortnightly']);
export type SeriesFrequency = z.infer<typeof seriesFrequency>;
export const WEEKS_BETWEEN: Record<SeriesFrequency, number> = { weekly: 1, fortnightly: 2 };

export { MAX_SERIES_DAYS, MAX_SERIES_OCCURRENCES };

/** The shortest and longest a session of a series may last, in minutes. */
export const SERIES_MINUTES = { min: 5, max: 12 * 60 } as const;

/** Booking a series: the first date and time on the clinic's clock, and a count or an end date. */
export const seriesInput = z.strictObject({
  patientId: recordId(),
  clinicianId: recordId(),
  firstDate: isoDate,
  startTime: timeOfDayText,
  minutes: z.number().check(z.int(), z.gte(SERIES_MINUTES.min), z.lte(SERIES_MINUTES.max)),
  frequency: seriesFrequency,
  count: z.optional(z.number().check(z.int(), z.gte(1))),
  until: z.optional(isoDate),
  modality: encounterModality,
  type: encounterType,
  location: z.optional(z.nullable(safeText().check(z.trim(), z.maxLength(200)))),
  /** Book even where an occurrence lies outside the clinician's availability. */
  confirmOutsideAvailability: z.optional(z.boolean()),
  /**
   * Dates of the rule left out (the "skip this date" of the preview): each a date the rule makes,
   * once, not every one (a 400 otherwise). A date left out is no session; `count` still counts it.
   */
  exceptDates: z.optional(z.array(isoDate).check(z.maxLength(MAX_SERIES_OCCURRENCES))),
});
export type SeriesInput = z.infer<typeof seriesInput>;

/** The expansion's rule of a (checked) series input: one reading for the server and the mock. */
export function ruleOfSeriesInput(input: SeriesInput): SeriesRule {
  const minute = minuteOfText(input.startTime);
  return {
    firstDate: parseIsoDate(input.firstDate)!,
    time: { hour: Math.floor(minute / 60), minute: minute % 60 },
    minutes: input.minutes,
    everyWeeks: WEEKS_BETWEEN[input.frequency],
    ...(input.count !== undefined && { count: input.count }),
    ...(input.until !== undefined && { until: parseIsoDate(input.until)! }),
  };
}

export const skipReason = z.enum(['clinic-holiday', 'date-off', 'left-out']);
export const skippedDate = z.object({ date: z.string(), reason: skipReason });

/** Whose other session an occurrence would overlap. */
export const conflictWith = z.enum(['clinician', 'patient']);
export const occurrenceConflict = z.object({
  with: conflictWith,
  session: z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string() }),
});

export const previewOccurrence = z.object({
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  conflicts: z.array(occurrenceConflict),
  outsideAvailability: z.boolean(),
});

export const seriesPreviewResponse = z.object({
  occurrences: z.array(previewOccurrence),
  skipped: z.array(skippedDate),
});
export type SeriesPreviewResponse = z.infer<typeof seriesPreviewResponse>;

/** The preview's occurrences that are booked when `exceptDates` leaves these dates out. */
export const keptOccurrences = (
  preview: SeriesPreviewResponse,
  leftOut: readonly string[] = [],
): SeriesPreviewResponse['occurrences'] =>
  preview.occurrences.filter((o) => !leftOut.includes(o.date));

/** 409: the occurrences that overlap another session; nothing was booked. */
export const seriesConflictResponse = z.object({
  message: z.string(),
  code: z.literal('series-conflicts'),
  conflicts: z.array(z.extend(occurrenceConflict, { date: z.string() })),
});

/** 409: occurrences outside the clinician's availability; booking again with the confirmation books them. */
export const outsideAvailabilityResponse = z.object({
  message: z.string(),
  code: z.literal('outside-availability'),
  dates: z.array(z.string()),
});
export type OutsideAvailabilityResponse = z.infer<typeof outsideAvailabilityResponse>;

/** The 409 body for dates outside availability (a series, a single booking or a move), server and mock. */
export const outsideAvailabilityRefusal = (dates: string[]): OutsideAvailabilityResponse => ({
  message: SERIES_MESSAGES.outsideAvailability(dates),
  code: 'outside-availability',
  dates,
});

export const series = z.object({
  id: z.string(),
  patientId: z.string(),
  clinicianId: z.string(),
  frequency: seriesFrequency,
  firstDate: z.string(),
  startTime: z.string(),
  minutes: z.number(),
  count: z.nullable(z.number()),
  until: z.nullable(z.string()),
  timeZone: z.string(),
});
export type Series = z.infer<typeof series>;

/** A series and every session of it, in time order (whatever their status). */
export const seriesDetailResponse = z.object({ series, encounters: z.array(encounter) });
export type SeriesDetailResponse = z.infer<typeof seriesDetailResponse>;

export const seriesResponse = z.object({
  series,
  /** The series' sessions, in time order. */
  encounters: z.array(encounter),
  skipped: z.array(skippedDate),
});
export type SeriesResponse = z.infer<typeof seriesResponse>;

/** This and all following: the planned occurrences from `fromDate` on move to a new time, weekday (within their week) or clinician. */
export const seriesFollowingChange = z
  .strictObject({
    fromDate: isoDate,
    startTime: z.optional(timeOfDayText),
    weekday: z.optional(z.number().check(z.int(), z.gte(1), z.lte(7))),
    clinicianId: z.optional(recordId()),
    confirmOutsideAvailability: z.optional(z.boolean()),
    /**
     * Check and answer the sessions as they would be, storing nothing: conflicts are the same 409,
     * dates outside availability come in the answer (`outsideAvailability`) instead of a 409.
     */
    dryRun: z.optional(z.boolean()),
  })
  .check(
    z.refine(
      (c) => c.startTime !== undefined || c.weekday !== undefined || c.clinicianId !== undefined,
      'Name a new start time, weekday or clinician',
    ),
  );
export type SeriesFollowingChange = z.infer<typeof seriesFollowingChange>;

export const seriesCancelRest = z.strictObject({
  fromDate: isoDate,
  reason: safeText().check(
    z.trim(),
    z.minLength(TRANSITION_REASON_LIMITS.min),
    z.maxLength(TRANSITION_REASON_LIMITS.max),
  ),
});
export type SeriesCancelRest = z.infer<typeof seriesCancelRest>;

/**
 * After a change of this and all following, or cancelling the rest: the sessions changed (for a
 * dry run, as they would be, with the dates that would lie outside availability).
 */
export const seriesChangeResponse = z.object({
  encounters: z.array(encounter),
  outsideAvailability: z.optional(z.array(z.string())),
});
export type SeriesChangeResponse = z.infer<typeof seriesChangeResponse>;

/** Why a series is refused (400), in the server's words; the mock answers the same. */
export function seriesProblemMessage(problem: SeriesProblem): string {
  switch (problem.code) {
    case 'count-or-end':
      return 'Give either a number of sessions (count) or an end date (until), not both.';
    case 'end-before-start':
      return 'The series must end on or after its first date.';
    case 'too-many':
      return `A series may hold at most ${MAX_SERIES_OCCURRENCES} sessions.`;
    case 'too-long':
      return `A series may run for at most ${MAX_SERIES_DAYS} days after its first date.`;
    case 'time-in-gap':
      return `The start time does not exist on ${problem.date} in the clinic’s time zone (the clocks go forward): choose another time.`;
    case 'left-out-not-in-series':
      return `${problem.date} is not a date of this series: only the series’ own dates can be left out.`;
    case 'left-out-twice':
      return `${problem.date} is left out twice: name each date once.`;
    case 'left-out-all':
      return 'Every date of this series is left out: keep at least one.';
  }
}

export const SERIES_MESSAGES = {
  conflicts: (dates: string[]) =>
    `Nothing was booked: these dates conflict with other sessions: ${dates.join(', ')}.`,
  outsideAvailability: (dates: string[]) =>
    `These dates lie outside the clinician’s availability: ${dates.join(', ')}. Confirm to book them anyway.`,
  nothingToBook: 'Every date of this series is skipped: nothing to book.',
  nothingFollowing: 'This series has no planned session on or after that date.',
} as const;
