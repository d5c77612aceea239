import type { ReminderKind } from '../../common/contracts/reminders.contract.ts';
import type { Mail } from '../mail/mail-transport.ts';
import { writeIcs } from './ics-calendar.ts';
import type { ReminderSession } from './reminder-sessions.repository.ts';

/** A session's calendar UID: the same in every mail and in the clinician's feed. */
export const sessionUid = (sessionId: string) => `${sessionId}@praxis.session`;

export const MODALITY_WORDS: Record<ReminderSession['modality'], string> = {
  'in-person': 'In person',
  video: 'Video call',
  phone: 'Phone call',
};

/** "Tuesday 10 March 2026, 10:00 (Europe/Paris)": the clinic's wall clock, named. */
export function clinicTime(at: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return `${text} (${timeZone})`;
}

const SUBJECTS: Record<ReminderKind, (clinic: string) => string> = {
  reminder: (clinic) => `Reminder: your appointment at ${clinic}`,
  update: (clinic) => `Changed: your appointment at ${clinic}`,
  cancel: (clinic) => `Cancelled: your appointment at ${clinic}`,
};

const OPENINGS: Record<ReminderKind, string> = {
  reminder: 'This is a reminder of your appointment:',
  update: 'Your appointment has moved. The new time:',
  cancel: 'Your appointment has been cancelled:',
};

/**
 * The mail about a session: the clinic, the time in the clinic's zone, the clinician, how it
 * takes place (and the video link if it has one), with an .ics. Nothing clinical: no session
 * type, no note, no diagnosis. English, as the reset mail (patients carry no language yet).
 */
export function reminderMail(input: {
  kind: ReminderKind;
  sequence: number;
  session: ReminderSession & { email: string };
  clinic: { name: string; timeZone: string };
  organizer: { name: string; email: string };
  now: Date;
}): Mail {
  const { kind, session, clinic } = input;
  const where =
    session.modality === 'in-person' && session.location
      ? `${MODALITY_WORDS['in-person']}, ${session.location}`
      : MODALITY_WORDS[session.modality];
  const lines = [
    'Hello,',
    '',
    OPENINGS[kind],
    '',
    `  When: ${clinicTime(session.startsAt, clinic.timeZone)}`,
    `  With: ${session.clinicianName}`,
    `  Where: ${where}`,
    ...(session.meetingUrl && kind !== 'cancel' ? [`  Join: ${session.meetingUrl}`] : []),
    '',
    kind === 'cancel'
      ? 'The attached file removes it from your calendar.'
      : 'The attached file adds it to your calendar.',
    '',
    clinic.name,
  ];
  const method = kind === 'cancel' ? 'CANCEL' : 'REQUEST';
  const ics = writeIcs({
    method,
    stamp: input.now,
    events: [
      {
        uid: sessionUid(session.id),
        sequence: input.sequence,
        start: session.startsAt,
        end: session.endsAt,
        summary: `Appointment at ${clinic.name}`,
        location: session.modality === 'in-person' ? (session.location ?? undefined) : where,
        url: session.meetingUrl ?? undefined,
        cancelled: kind === 'cancel',
        organizer: input.organizer,
        attendee: session.email,
      },
    ],
  });
  return {
    to: session.email,
    subject: SUBJECTS[kind](clinic.name),
    text: lines.join('\n'),
    attachments: [
      {
        filename: kind === 'cancel' ? 'cancelled.ics' : 'appointment.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}
