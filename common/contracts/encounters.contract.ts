import * as z from 'zod/mini';
import { instrumentId, severityBand } from './intake.contract';
import { noteFormat } from './note-format';
import { safeText, recordId } from './safe-text';
import { calendarDayAt, formatIsoDate } from '../time/zoned-time';

/**
 * Clinical sessions (CLINICAL.md §2: FHIR Encounter + Appointment), one definition for the web
 * client, the mocks and the server. Times travel as ISO 8601 instants in UTC; the clinic's time
 * zone (clinic contract) decides how they are shown and where a day begins.
 */

export const ENCOUNTER_PATHS = {
  list: '/encounters',
  /** The route pattern; `encounterPath(id)` builds one session's path. */
  one: '/encounters/:id',
  /** `POST` with an `encounterTransition` body: check in, start, finish, cancel, no-show. */
  transition: '/encounters/:id/transition',
  /** The signed-in clinician's day (practitionerdashboard). */
  myDay: '/dashboard/day',
} as const;

export const encounterPath = (id: string) => `/encounters/${encodeURIComponent(id)}`;
export const encounterTransitionPath = (id: string) => `${encounterPath(id)}/transition`;

export const encounterStatus = z.enum([
  'planned',
  'arrived',
  'in-progress',
  'finished',
  'cancelled',
  'no-show',
]);
export type EncounterStatus = z.infer<typeof encounterStatus>;

export const encounterModality = z.enum(['in-person', 'video', 'phone']);
export type EncounterModality = z.infer<typeof encounterModality>;

export const encounterType = z.enum(['intake', 'individual', 'couple-family', 'group']);
export type EncounterType = z.infer<typeof encounterType>;

/** The actions on a session and the status each leads to. */
export const encounterAction = z.enum(['check-in', 'start', 'finish', 'cancel', 'no-show']);
export type EncounterAction = z.infer<typeof encounterAction>;

/**
 * Which status each action may start from, and where it leads (FHIR Encounter status flow):
 * planned → arrived → in-progress → finished; a planned or arrived session may be cancelled or
 * marked no-show. One table for the server's rule and the client's offered buttons.
 */
export const ENCOUNTER_TRANSITIONS: Record<
  EncounterAction,
  { from: readonly EncounterStatus[]; to: EncounterStatus }
> = {
  'check-in': { from: ['planned'], to: 'arrived' },
  start: { from: ['planned', 'arrived'], to: 'in-progress' },
  finish: { from: ['in-progress'], to: 'finished' },
  cancel: { from: ['planned', 'arrived'], to: 'cancelled' },
  'no-show': { from: ['planned'], to: 'no-show' },
};

/** The actions a session in `status` offers, in the table's order. */
export const actionsFrom = (status: EncounterStatus): EncounterAction[] =>
  encounterAction.options.filter((action) => ENCOUNTER_TRANSITIONS[action].from.includes(status));

/**
 * Whether a session has begun (the patient has arrived; it may be under way or finished): only
 * then may a note be written or drafted for it, or its audio recorded. A planned session has not
 * happened yet; a cancelled or missed one never will.
 */
export const sessionHasBegun = (status: EncounterStatus): boolean =>
  status === 'arrived' || status === 'in-progress' || status === 'finished';

/** An instant with its offset, e.g. `2026-03-29T09:00:00Z` or `2026-03-29T11:00:00+02:00`. */
export const instant = safeText().check(
  z.iso.datetime({ offset: true, message: 'Use an ISO 8601 date-time' }),
);

/** The longest a session may be booked for (a day-long group is the outer case). */
export const MAX_ENCOUNTER_MINUTES = 12 * 60;

const withOrderedTimes = <T extends { startsAt?: string; endsAt?: string }>(value: T) =>
  !value.startsAt || !value.endsAt || Date.parse(value.endsAt) > Date.parse(value.startsAt);
const ORDER_MESSAGE = { message: 'The session must end after it starts', path: ['endsAt'] };

/** The longest meeting link a session keeps (a video service's room address). */
export const VIDEO_LINK_MAX = 500;

/**
 * A video session's meeting link on the clinic's own video service: an https address of at most
 * `VIDEO_LINK_MAX` characters (kept on the session's row for the day view and reminders).
 */
export const videoLink = safeText().check(
  z.trim(),
  z.maxLength(VIDEO_LINK_MAX, { message: `Use at most ${VIDEO_LINK_MAX} characters` }),
  z.refine((text) => URL.canParse(text) && new URL(text).protocol === 'https:', {
    message: 'Use an https:// address',
  }),
);

/** Refused when a meeting link is given for a session that is not a video session. */
export const VIDEO_LINK_ONLY_FOR_VIDEO = 'A meeting link is only kept for a video session.';

/** Booking a session. */
export const encounterInput = z
  .strictObject({
    patientId: recordId(),
    clinicianId: recordId(),
    startsAt: instant,
    endsAt: instant,
    modality: encounterModality,
    type: encounterType,
    location: z.optional(z.nullable(safeText().check(z.trim(), z.maxLength(200)))),
    videoLink: z.optional(z.nullable(videoLink)),
    /** Book even outside the clinician's availability (else a 409 `outside-availability`). */
    confirmOutsideAvailability: z.optional(z.boolean()),
  })
  .check(z.refine(withOrderedTimes, ORDER_MESSAGE));
export type EncounterInput = z.infer<typeof encounterInput>;

/** Rescheduling (times, clinician) or changing the details of a planned session. */
export const encounterUpdate = z
  .strictObject({
    clinicianId: z.optional(recordId()),
    startsAt: z.optional(instant),
    endsAt: z.optional(instant),
    modality: z.optional(encounterModality),
    type: z.optional(encounterType),
    location: z.optional(z.nullable(safeText().check(z.trim(), z.maxLength(200)))),
    videoLink: z.optional(z.nullable(videoLink)),
    /** Move even outside the clinician's availability (else a 409 `outside-availability`). */
    confirmOutsideAvailability: z.optional(z.boolean()),
  })
  .check(z.refine(withOrderedTimes, ORDER_MESSAGE));
export type EncounterUpdate = z.infer<typeof encounterUpdate>;

/** Why a session is cancelled or missed, once trimmed. */
export const TRANSITION_REASON_LIMITS = { min: 1, max: 500 } as const;

const transitionReason = () =>
  safeText().check(
    z.trim(),
    z.minLength(TRANSITION_REASON_LIMITS.min, { message: 'Give a reason' }),
    z.maxLength(TRANSITION_REASON_LIMITS.max),
  );

/** The actions that belong to the session's own day, in the clinic's time zone. */
export const DAY_BOUND_ACTIONS: readonly EncounterAction[] = ['check-in', 'start', 'no-show'];

/** Refused (409) when a day-bound action comes on another day without `offDay`. */
export const OFF_DAY_MESSAGE =
  'This session is not today in the clinic’s time zone: confirm the action on another day and give a reason.';

/**
 * Whether `action` on a session starting at `startsAt` comes off the session's day: a day-bound
 * action whose calendar day at `now` differs from the session's start day in the clinic's zone.
 * One rule for the server, the mocks and the offered confirmation.
 */
export function isOffDay(
  action: EncounterAction,
  startsAt: string,
  now: Date,
  timeZone: string,
): boolean {
  if (!DAY_BOUND_ACTIONS.includes(action)) return false;
  const day = (at: Date) => formatIsoDate(calendarDayAt(at, timeZone));
  return day(new Date(startsAt)) !== day(now);
}

/** A day-bound action on another day: confirmed on purpose, with why (stored and audited). */
export const offDayConfirmation = z.strictObject({
  confirmed: z.literal(true),
  reason: transitionReason(),
});

/** A status change; cancel and no-show need a reason, an action off the session's day a confirmation. */
export const encounterTransition = z
  .strictObject({
    action: encounterAction,
    reason: z.optional(transitionReason()),
    offDay: z.optional(offDayConfirmation),
  })
  .check(
    z.refine((t) => !['cancel', 'no-show'].includes(t.action) || Boolean(t.reason), {
      message: 'Give a reason',
      path: ['reason'],
    }),
  );
export type EncounterTransition = z.infer<typeof encounterTransition>;

/** A person on the session, with the name to show. */
export const participant = z.object({ id: z.string(), name: z.string() });

export const encounter = z.object({
  id: z.string(),
  patient: z.extend(participant, { mrn: z.string() }),
  clinician: participant,
  startsAt: z.string(),
  endsAt: z.string(),
  modality: encounterModality,
  type: encounterType,
  location: z.nullable(z.string()),
  /** A video session's meeting link (https), else null. */
  videoLink: z.nullable(z.string()),
  status: encounterStatus,
  statusReason: z.nullable(z.string()),
  arrivedAt: z.nullable(z.string()),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  /** The recurring series this session is an occurrence of; absent for a session booked alone. */
  seriesId: z.optional(z.string()),
});
export type Encounter = z.infer<typeof encounter>;

export const encounterResponse = z.object({ encounter });

/** The list: a patient's sessions, a clinician's, or the clinic's, within a time window. */
export const encounterListQuery = z.strictObject({
  patientId: z.optional(recordId()),
  /** A member id, or `me`. */
  clinicianId: z.optional(recordId()),
  from: z.optional(instant),
  to: z.optional(instant),
  status: z.optional(encounterStatus),
  cursor: z.optional(safeText().check(z.maxLength(200))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
});
export type EncounterListQuery = z.infer<typeof encounterListQuery>;

export const encounterListResponse = z.object({
  encounters: z.array(encounter),
  nextCursor: z.optional(z.string()),
});
export type EncounterListResponse = z.infer<typeof encounterListResponse>;

/** 409 when the clinician already has a session at that time: names the conflicting session. */
export const doubleBookingResponse = z.object({
  message: z.string(),
  conflict: z.pick(encounter, { id: true, startsAt: true, endsAt: true, patient: true }),
});
export type DoubleBookingResponse = z.infer<typeof doubleBookingResponse>;

/** The signed-in clinician's day: the client sends the day's bounds in the clinic's time zone. */
export const dayQuery = z.strictObject({ from: instant, to: instant });
export type DayQuery = z.infer<typeof dayQuery>;

export const flaggedPatient = z.object({
  id: z.string(),
  name: z.string(),
  mrn: z.string(),
  flags: z.array(z.string()),
});

/** One instrument's latest score of a caseload patient against the score before it. */
export const scoreChange = z.object({
  patientId: z.string(),
  patientName: z.string(),
  instrument: instrumentId,
  previousTotal: z.number().check(z.int()),
  latestTotal: z.number().check(z.int()),
  previousBand: severityBand,
  latestBand: severityBand,
  /** When the latest score was taken. */
  effectiveAt: z.string(),
});
export type ScoreChange = z.infer<typeof scoreChange>;

/**
 * A finished session still owing a signed note, with the format of its draft when one is started
 * (null when none is), so a link to its note opens the note's own form.
 */
export const noteToWrite = z.extend(encounter, { noteFormat: z.nullable(noteFormat) });
export type NoteToWrite = z.infer<typeof noteToWrite>;

export const dayResponse = z.object({
  /** Today's sessions, in time order. */
  sessions: z.array(encounter),
  /** Finished sessions whose note is not yet signed, oldest (most overdue) first. */
  notesToWrite: z.array(noteToWrite),
  /** Caseload patients with a flag (risk), most recently flagged first. */
  flaggedPatients: z.array(flaggedPatient),
  /**
   * The latest PHQ-9 / GAD-7 change of each caseload patient with two scores or more of an
   * instrument: the latest total against the one before, worse first, then across a severity
   * band, then the others, each most recent first; unchanged totals left out (at most 10,
   * `rankScoreChanges`).
   */
  scoreChanges: z.array(scoreChange),
});
export type DayResponse = z.infer<typeof dayResponse>;
