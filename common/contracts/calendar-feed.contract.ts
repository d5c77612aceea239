import * as z from 'zod/mini';

/**
 * A clinician's private calendar feed (issue 32): an `.ics` address their calendar app
 * subscribes to, holding their own sessions (time, modality, status; the patient's initials only
 * when the clinic allows it, never a name). The address carries a random secret: making a new
 * one revokes the old, and it can be revoked outright.
 */
export const CALENDAR_FEED_PATHS = {
  /** The signed-in member's own feed: read (whether one exists), make anew, revoke. */
  mine: '/calendar-feeds/mine',
  /** The feed itself, for a calendar app: `/calendar-feeds/<secret>.ics`, no session. */
  file: '/calendar-feeds/:file',
} as const;

/** The suffix a feed's file name ends with. */
export const FEED_FILE_SUFFIX = '.ics';

/** The window a feed holds: four weeks back, 26 weeks ahead, at most this many sessions. */
export const FEED_DAYS_BACK = 28;
export const FEED_DAYS_AHEAD = 182;
export const FEED_SESSION_LIMIT = 2000;

/** Whether the member has a feed, and since when (the address itself is shown only once). */
export const calendarFeedStatus = z.object({ createdAt: z.nullable(z.string()) });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;
export const calendarFeedStatusResponse = z.object({ feed: calendarFeedStatus });

/** A new feed: its address, shown this once (only its hash is kept). */
export const calendarFeedCreated = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreated>;
export const calendarFeedCreatedResponse = z.object({ feed: calendarFeedCreated });

/** The server's refusals, in the words the mock answers with too. */
export const CALENDAR_FEED_MESSAGES = {
  notClinician: 'Only a clinician has a calendar of their own sessions to subscribe to.',
  unknownFeed: 'This calendar address is not valid: it may have been revoked or replaced.',
} as const;
