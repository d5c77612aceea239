/**
 * A small iCalendar writer (RFC 5545) for reminders' attachments and clinicians' feeds: times in
 * UTC (`Z`, so no VTIMEZONE is needed and every calendar app shows its own zone), TEXT values
 * escaped, and every content line folded at 75 octets without splitting a UTF-8 character.
 */

export type IcsMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export interface IcsEvent {
  /** Stable per session, so an update or a cancellation replaces the event it names. */
  uid: string;
  /** Grows with each mail about the session (RFC 5546: the newest wins). */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string | undefined;
  location?: string | undefined;
  url?: string | undefined;
  cancelled?: boolean | undefined;
  organizer?: { name: string; email: string } | undefined;
  /** The attendee's address (the patient, in a reminder); absent in a feed. */
  attendee?: string | undefined;
  lastModified?: Date | undefined;
}

export interface IcsCalendar {
  method: IcsMethod;
  /** DTSTAMP: when this calendar object was written. */
  stamp: Date;
  /** The feed's name in the calendar app (X-WR-CALNAME). */
  name?: string | undefined;
  events: readonly IcsEvent[];
}

const PRODID = '-//Praxis//Clinic calendar//EN';
const MAX_LINE_OCTETS = 75;

/** A UTC date-time: 20260302T090000Z. */
export const icsUtc = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Parameter values with a character that would end them are quoted; quotes themselves dropped. */
const paramValue = (value: string): string => {
  const clean = value.replace(/["\r\n]/g, '');
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
};

/** Folds one content line at 75 octets: each continuation begins with one space (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: IcsEvent, stamp: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${icsUtc(event.lastModified)}`);
  if (event.organizer) {
    lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`);
  }
  if (event.attendee)
    lines.push(`ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole VCALENDAR object, CRLF line ends, folded. */
export function writeIcs(calendar: IcsCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`, 'CALSCALE:GREGORIAN'];
  lines.push(`METHOD:${calendar.method}`);
  if (calendar.name) lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`);
  for (const event of calendar.events) lines.push(...eventLines(event, calendar.stamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
