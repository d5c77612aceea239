import * as z from 'zod/mini';
import { calendarQuery, isoDate } from './calendar.contract';
import { encounterModality, encounterStatus, encounterType, instant } from './encounters.contract';
import { safeText } from './safe-text';

/**
 * The patient's sessions in the portal (issue 36, CLINICAL.md §1 and decision 14): their upcoming
 * and past sessions, one session's details, cancelling within the clinic's policy, and asking for
 * another time from the clinician's free slots; the front desk confirms or declines such requests
 * on its calendar. One definition for the web client, the mocks and the server.
 */

/** The patient's routes (on the portal's scope: the signed-in patient is the only patient). */
export const PORTAL_VISIT_PATHS = {
  /** `GET` the dashboard's sessions: upcoming (details) and past (date and status only). */
  sessions: '/portal/sessions',
  /** `GET` one of the patient's own sessions; another's is a 404. */
  session: '/portal/sessions/:id',
  /** `POST` cancels it (within the clinic's window), else 409 `outside-cancellation-window`. */
  cancel: '/portal/sessions/:id/cancel',
  /** `GET` the clinician's free slots of the session's length (self-scheduling on), else 409. */
  freeSlots: '/portal/sessions/:id/free-slots',
  /** `POST` a request for one of those slots; it waits for the front desk. */
  timeRequests: '/portal/sessions/:id/time-requests',
} as const;

const sessionPath = (id: string) => `/portal/sessions/${encodeURIComponent(id)}`;
export const portalSessionPath = sessionPath;
export const portalCancelPath = (id: string) => `${sessionPath(id)}/cancel`;
export const portalFreeSlotsPath = (id: string) => `${sessionPath(id)}/free-slots`;
export const portalTimeRequestsPath = (id: string) => `${sessionPath(id)}/time-requests`;

/** The front desk's routes (members). */
export const TIME_REQUEST_PATHS = {
  /** `GET ?from&days`: pending requests whose session or asked time falls on those clinic days. */
  list: '/time-requests',
  /** `POST`: the session moves to the asked time (409 when it is no longer free). */
  confirm: '/time-requests/:id/confirm',
  /** `POST`: the session stays where it was. */
  decline: '/time-requests/:id/decline',
} as const;

export const confirmTimeRequestPath = (id: string) =>
  `/time-requests/${encodeURIComponent(id)}/confirm`;
export const declineTimeRequestPath = (id: string) =>
  `/time-requests/${encodeURIComponent(id)}/decline`;

/** How far ahead the free slots reach, and how many are offered at once. */
export const FREE_SLOT_DAYS = 28;
export const FREE_SLOT_LIMIT = 60;

/** Why the portal refuses (the server's and the mock's words; `code` for the client). */
export const PORTAL_VISIT_MESSAGES = {
  outsideWindow: (hours: number) =>
    `This session can no longer be cancelled here (the clinic asks for ${hours} hours’ notice): please contact the clinic.`,
  notCancellable: 'Only an upcoming planned session can be cancelled.',
  selfSchedulingOff:
    'This clinic does not take requests for another time here: contact the clinic.',
  notMovable: 'Only an upcoming planned session can be moved to another time.',
  requestOpen: 'A request for another time is already waiting for the clinic’s answer.',
  slotNotFree: 'That time is no longer free: choose another.',
  notPending: 'This request has already been answered.',
} as const;

/** What the server and the mock store as the reason of a cancellation the patient made. */
export const cancelledByPatient = (reason?: string) =>
  reason
    ? `Cancelled by the patient in the portal: ${reason}`
    : 'Cancelled by the patient in the portal';

export const PORTAL_VISIT_CODES = {
  outsideWindow: 'outside-cancellation-window',
  selfSchedulingOff: 'self-scheduling-off',
  slotNotFree: 'slot-not-free',
} as const;

/** The clinic's portal policy, as the patient's pages need it. */
export const portalPolicy = z.object({
  cancellationWindowHours: z.number(),
  selfScheduling: z.boolean(),
});
export type PortalPolicy = z.infer<typeof portalPolicy>;

export const timeRequestStatus = z.enum(['pending', 'confirmed', 'declined']);
export type TimeRequestStatus = z.infer<typeof timeRequestStatus>;

/** A patient's request to move a session to another time. */
export const timeRequest = z.object({
  id: z.string(),
  sessionId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: timeRequestStatus,
  requestedAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type TimeRequest = z.infer<typeof timeRequest>;

/** Whether and until when the portal cancels the session (`cancellation-window.ts`). */
export const cancellationOffer = z.object({
  kind: z.enum(['allowed', 'too-late', 'not-cancellable']),
  deadline: z.nullable(z.string()),
});
export type CancellationOffer = z.infer<typeof cancellationOffer>;

/** An upcoming session as the patient sees it: when, with whom, how, and what they may do. */
export const upcomingPortalSession = z.object({
  kind: z.literal('upcoming'),
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  clinicianName: z.string(),
  modality: encounterModality,
  type: encounterType,
  location: z.nullable(z.string()),
  /** A video session's link; null for any other modality. */
  videoLink: z.nullable(z.string()),
  status: encounterStatus,
  cancellation: cancellationOffer,
  /** The latest request for another time, if any. */
  timeRequest: z.nullable(timeRequest),
});
export type UpcomingPortalSession = z.infer<typeof upcomingPortalSession>;

/** A past (or cancelled) session: its date and status only. */
export const pastPortalSession = z.object({
  kind: z.literal('past'),
  id: z.string(),
  startsAt: z.string(),
  status: encounterStatus,
});
export type PastPortalSession = z.infer<typeof pastPortalSession>;

export const portalSession = z.discriminatedUnion('kind', [
  upcomingPortalSession,
  pastPortalSession,
]);
export type PortalSession = z.infer<typeof portalSession>;

/** What every answer carries: how to show times and whom to call. */
const clinicFrame = {
  timeZone: z.string(),
  clinicName: z.string(),
  clinicPhone: z.nullable(z.string()),
  policy: portalPolicy,
};

export const portalSessionsResponse = z.object({
  ...clinicFrame,
  /** Planned sessions still to come, soonest first. */
  upcoming: z.array(upcomingPortalSession),
  /** The rest, latest first (at most `PORTAL_PAST_LIMIT`). */
  past: z.array(pastPortalSession),
});
export type PortalSessionsResponse = z.infer<typeof portalSessionsResponse>;
export const PORTAL_PAST_LIMIT = 50;

export const portalSessionResponse = z.object({ ...clinicFrame, session: portalSession });
export type PortalSessionResponse = z.infer<typeof portalSessionResponse>;

/** Cancelling: an optional word for the clinic. */
export const portalCancellation = z.strictObject({
  reason: z.optional(safeText().check(z.trim(), z.maxLength(500))),
});
export type PortalCancellation = z.infer<typeof portalCancellation>;

export const freeSlotsResponse = z.object({
  timeZone: z.string(),
  slots: z.array(z.object({ startsAt: z.string(), endsAt: z.string() })),
});
export type FreeSlotsResponse = z.infer<typeof freeSlotsResponse>;

/** Asking for one free slot (its start; the session keeps its length). */
export const timeRequestInput = z.strictObject({ startsAt: instant });
export type TimeRequestInput = z.infer<typeof timeRequestInput>;
export const timeRequestResponse = z.object({ timeRequest });

/** A pending request as the front desk sees it: who, which session, from when to when. */
export const deskTimeRequest = z.extend(timeRequest, {
  patient: z.object({ id: z.string(), name: z.string() }),
  clinician: z.object({ id: z.string(), name: z.string() }),
  sessionStartsAt: z.string(),
  sessionEndsAt: z.string(),
});
export type DeskTimeRequest = z.infer<typeof deskTimeRequest>;

export const timeRequestListQuery = z.strictObject({
  from: isoDate,
  days: calendarQuery.shape.days,
});
export type TimeRequestListQuery = z.infer<typeof timeRequestListQuery>;
export const timeRequestListResponse = z.object({
  timeZone: z.string(),
  requests: z.array(deskTimeRequest),
});
export type TimeRequestListResponse = z.infer<typeof timeRequestListResponse>;

export const deskTimeRequestResponse = z.object({ request: deskTimeRequest });
