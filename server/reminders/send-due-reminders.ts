import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import { nextMail } from './next-mail.ts';
import { reminderMail } from './reminder-mail.ts';
import {
  claimMail,
  mailsAbout,
  markSent,
  releaseClaim,
  sessionsToConsider,
  type ReminderSession,
} from './reminder-sessions.repository.ts';

/** A session's reminder, update or cancellation goes only where the patient allows it. */
const mayMail = (session: ReminderSession): session is ReminderSession & { email: string } =>
  Boolean(session.email) && session.contactConsent && !session.remindersOff;

export interface ReminderRun {
  /** Mails due at this run (before sending). */
  due: number;
  sent: number;
  failed: number;
}

export interface ReminderWorker {
  /** This worker's name in the claims it writes (one per server instance). */
  id: string;
  send: MailTransport;
  /** The reminders' sender in the .ics (the mail's From address). */
  organizerEmail: string;
}

/**
 * One clinic's due mails, each sent once: decided from the sessions and the mails already claimed
 * (`nextMail`), claimed by inserting its numbered row, then handed to the transport. A mail another
 * worker claimed first is skipped; a mail the transport refused gives its claim back for the next
 * run. Returns counts only: no address, no name.
 */
export async function sendDueReminders(
  clinic: TenantDb,
  worker: ReminderWorker,
  now: Date,
): Promise<ReminderRun> {
  const profile = await readClinic(clinic);
  const hours = profile.settings.reminderHours;
  const sessions = (await sessionsToConsider(clinic, now, Math.max(0, ...hours))).filter(mayMail);
  const mailed = await mailsAbout(
    clinic,
    sessions.map((session) => session.id),
  );
  const run: ReminderRun = { due: 0, sent: 0, failed: 0 };
  for (const session of sessions) {
    const next = nextMail(session, mailed.get(session.id) ?? [], hours, now);
    if (!next) continue;
    run.due += 1;
    const claim = { sessionId: session.id, sequence: next.sequence };
    const claimed = await claimMail(clinic, {
      ...claim,
      kind: next.kind,
      startsAt: session.startsAt,
      worker: worker.id,
      now,
    });
    if (!claimed) continue;
    const mail = reminderMail({
      ...next,
      session,
      clinic: { name: profile.name, timeZone: profile.timeZone },
      organizer: { name: profile.name, email: worker.organizerEmail },
      now,
    });
    try {
      await worker.send(mail);
    } catch {
      await releaseClaim(clinic, claim);
      run.failed += 1;
      continue;
    }
    await markSent(clinic, { ...claim, at: now });
    run.sent += 1;
  }
  return run;
}
