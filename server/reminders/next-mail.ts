import type { EncounterStatus } from '../../common/contracts/encounters.contract.ts';
import type { ReminderKind } from '../../common/contracts/reminders.contract.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A mail already claimed for a session (a `reminder_sends` row). */
export interface MailedAbout {
  sequence: number;
  kind: ReminderKind;
  /** The start it announced. */
  startsAt: Date;
  claimedAt: Date;
}

/** The next mail a session calls for, numbered after the last one; or null. */
export interface NextMail {
  kind: ReminderKind;
  sequence: number;
}

/**
 * What the patient should be told now about a session, given every mail already claimed for it
 * (oldest first) and the clinic's reminder hours:
 * - cancelled after the patient heard of it: a cancellation (once);
 * - moved after the patient heard of it: an update with the new time;
 * - otherwise a reminder, once the earliest reminder window it is inside has opened, unless a mail
 *   about this very start went out since that window opened (two windows open together: one mail).
 * Nothing about a session that has begun, finished or passed.
 */
export function nextMail(
  session: { status: EncounterStatus; startsAt: Date },
  mailed: readonly MailedAbout[],
  reminderHours: readonly number[],
  now: Date,
): NextMail | null {
  const start = session.startsAt.getTime();
  if (start <= now.getTime()) return null;
  const last = mailed.at(-1);
  const sequence = last ? last.sequence + 1 : 0;
  const heard = last !== undefined && last.kind !== 'cancel';
  if (session.status === 'cancelled') return heard ? { kind: 'cancel', sequence } : null;
  if (session.status !== 'planned') return null;
  if (heard && last.startsAt.getTime() !== start) return { kind: 'update', sequence };
  const open = reminderHours.filter((hours) => start - hours * HOUR_MS <= now.getTime());
  if (open.length === 0) return null;
  const windowOpened = start - Math.min(...open) * HOUR_MS;
  const toldSince = mailed.some(
    (mail) =>
      mail.kind !== 'cancel' &&
      mail.startsAt.getTime() === start &&
      mail.claimedAt.getTime() >= windowOpened,
  );
  return toldSince ? null : { kind: 'reminder', sequence };
}
