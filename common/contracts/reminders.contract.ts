import * as z from 'zod/mini';

/** A patient's reminder setting (issue 32): staff, owners and the care team's clinicians set it. */
export const REMINDER_PATHS = {
  patient: '/patients/:id/reminders',
  /** The last mail about one session, for whoever may see the session. */
  session: '/encounters/:id/reminder',
} as const;
export const patientRemindersPath = (patientId: string) =>
  `/patients/${encodeURIComponent(patientId)}/reminders`;

export const patientRemindersInput = z.strictObject({ off: z.boolean() });
export type PatientRemindersInput = z.infer<typeof patientRemindersInput>;

/**
 * Whether this patient gets reminders, and why not: switched off, no e-mail on file, or no
 * consent to be contacted in force (all three must allow it).
 */
export const patientReminders = z.object({
  off: z.boolean(),
  hasEmail: z.boolean(),
  contactConsent: z.boolean(),
});
export type PatientReminders = z.infer<typeof patientReminders>;
export const patientRemindersResponse = z.object({ reminders: patientReminders });

/** What a mail about a session was: a reminder, an update after a reschedule, a cancellation. */
export const reminderKind = z.enum(['reminder', 'update', 'cancel']);
export type ReminderKind = z.infer<typeof reminderKind>;

/** The last mail about a session, as its answer shows it: never the address it went to. */
export const sessionReminder = z.object({
  kind: reminderKind,
  /** The .ics SEQUENCE it carried. */
  sequence: z.number(),
  channel: z.enum(['email']),
  /** Null while the mail transport has not confirmed it. */
  sentAt: z.nullable(z.string()),
});
export type SessionReminder = z.infer<typeof sessionReminder>;
/** `reminder` null: nothing mailed about the session yet. */
export const sessionReminderResponse = z.object({ reminder: z.nullable(sessionReminder) });
