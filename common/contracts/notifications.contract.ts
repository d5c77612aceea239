import * as z from 'zod/mini';
import { patientFlag, type PatientFlag } from './patients.contract';

/** A member's notifications (issue 30): each member reads and marks only their own. */
export const NOTIFICATION_PATHS = {
  list: '/notifications',
  read: '/notifications/:id/read',
  readAll: '/notifications/read-all',
} as const;
export const notificationReadPath = (id: string) => `/notifications/${encodeURIComponent(id)}/read`;

/**
 * What happened: a session of yours finished more than a day ago without a signed note (derived
 * when read: it goes once the note is signed), a risk flag added to a patient on your caseload by
 * someone else, an invitation you sent accepted, a transcription of your recording finished, a
 * patient of yours answered PHQ-9 item 9 above 0 in the portal (at once, CLINICAL.md rule 13).
 */
export const notificationKind = z.enum([
  'note-overdue',
  'risk-flag',
  'invitation-accepted',
  'transcription-finished',
  'questionnaire-safety',
]);
export type NotificationKind = z.infer<typeof notificationKind>;

/** The flags that notify the care team when added: every risk (an allergy is no risk). */
export const NOTIFYING_FLAGS: readonly PatientFlag[] = patientFlag.options.filter(
  (flag) => flag !== 'allergy',
);

/** A stored flag name as the contract's flag, or null (none stored, or one no longer known). */
export const patientFlagOrNull = (value: string | null): PatientFlag | null => {
  const parsed = patientFlag.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** How long after a session finished its unsigned note counts as overdue. */
export const NOTE_OVERDUE_AFTER_MS = 24 * 60 * 60 * 1000;
/** The most notifications one answer lists (newest first); `unread` counts them all. */
export const NOTIFICATIONS_LISTED = 30;

export const notification = z.object({
  id: z.string(),
  kind: notificationKind,
  /** When it happened (an overdue note: when it became overdue), ISO 8601. */
  at: z.string(),
  read: z.boolean(),
  /** The patient it is about (a risk flag, an overdue note, a transcription); else null. */
  patient: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** The session it is about (an overdue note, a transcription); else null. */
  sessionId: z.nullable(z.string()),
  /** The member who joined (an accepted invitation); else null. */
  memberName: z.nullable(z.string()),
  /** The flag added (a risk flag); else null. */
  flag: z.nullable(patientFlag),
});
export type Notification = z.infer<typeof notification>;

export const notificationsResponse = z.object({
  notifications: z.array(notification),
  unread: z.number().check(z.int(), z.nonnegative()),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;
