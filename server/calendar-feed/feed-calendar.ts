import { MODALITY_WORDS, sessionUid } from '../reminders/reminder-mail.ts';
import { writeIcs, type IcsEvent } from '../reminders/ics-calendar.ts';
import type { FeedSession } from './feed-sessions.repository.ts';

/**
 * A clinician's feed as an iCalendar object (METHOD:PUBLISH, read-only in the calendar app):
 * each session with its time, how it takes place and its video link; the patient's initials
 * only when the clinic allows them, never a name, a session type or anything clinical. English,
 * as the reminder mails (the server keeps no member language).
 */
export function feedCalendar(input: {
  sessions: readonly FeedSession[];
  initialsAllowed: boolean;
  clinicName: string;
  now: Date;
}): string {
  const events = input.sessions.map((session): IcsEvent => {
    const how = MODALITY_WORDS[session.modality];
    const who = input.initialsAllowed ? ` · ${session.initials}` : '';
    return {
      uid: sessionUid(session.id),
      sequence: 0,
      start: session.startsAt,
      end: session.endsAt,
      summary: `Session${who} (${how})`,
      location: session.modality === 'in-person' ? (session.location ?? undefined) : how,
      url: session.modality === 'video' ? (session.videoLink ?? undefined) : undefined,
      lastModified: session.updatedAt,
    };
  });
  return writeIcs({
    method: 'PUBLISH',
    stamp: input.now,
    name: `Praxis · ${input.clinicName}`,
    events,
  });
}
