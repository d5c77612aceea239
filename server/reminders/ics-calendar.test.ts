import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsUtc, writeIcs, type IcsEvent } from './ics-calendar.ts';

const session: IcsEvent = {
  uid: 'enc-1@praxis.session',
  sequence: 0,
  start: new Date('2026-03-02T09:00:00.000Z'),
  end: new Date('2026-03-02T09:50:00.000Z'),
  summary: 'Session at Harbour Clinic',
};
const stamp = new Date('2026-03-01T08:00:00.000Z');

/** The content lines, unfolded (RFC 5545 §3.1: CRLF + one space joins a continuation). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the iCalendar writer', () => {
  it('writes a request with one event whose times are UTC instants', () => {
    const lines = unfolded(writeIcs({ method: 'REQUEST', stamp, events: [session] }));
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Praxis//Clinic calendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
    ]);
    expect(lines).toContain('DTSTART:20260302T090000Z');
    expect(lines).toContain('DTEND:20260302T095000Z');
    expect(lines).toContain('DTSTAMP:20260301T080000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
  });

  it('writes a session in a clinic zone as the same instant across a daylight-saving change', () => {
    // 10:00 in Bucharest is 08:00Z in winter (UTC+2) and 07:00Z in summer (UTC+3).
    expect(icsUtc(new Date('2026-03-28T10:00:00+02:00'))).toBe('20260328T080000Z');
    expect(icsUtc(new Date('2026-03-30T10:00:00+03:00'))).toBe('20260330T070000Z');
  });

  it('keeps the UID and carries the SEQUENCE it is given', () => {
    const first = unfolded(writeIcs({ method: 'REQUEST', stamp, events: [session] }));
    const update = unfolded(
      writeIcs({ method: 'REQUEST', stamp, events: [{ ...session, sequence: 2 }] }),
    );
    expect(first).toContain('UID:enc-1@praxis.session');
    expect(update).toContain('UID:enc-1@praxis.session');
    expect(first).toContain('SEQUENCE:0');
    expect(update).toContain('SEQUENCE:2');
  });

  it('writes a cancellation as METHOD:CANCEL with a cancelled event', () => {
    const lines = unfolded(
      writeIcs({ method: 'CANCEL', stamp, events: [{ ...session, sequence: 1, cancelled: true }] }),
    );
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:1');
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const lines = unfolded(
      writeIcs({ method: 'PUBLISH', stamp, events: [{ ...session, location: 'Room 2, floor 1' }] }),
    );
    expect(lines).toContain('LOCATION:Room 2\\, floor 1');
  });

  it('quotes an organizer name holding a separator', () => {
    const lines = unfolded(
      writeIcs({
        method: 'REQUEST',
        stamp,
        events: [{ ...session, organizer: { name: 'Smith, Jones: Care', email: 'a@b.test' } }],
      }),
    );
    expect(lines).toContain('ORGANIZER;CN="Smith, Jones: Care":mailto:a@b.test');
  });

  it('folds long lines at 75 octets, each continuation starting with one space', () => {
    const line = `SUMMARY:${'x'.repeat(200)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBe(3);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' ') && part[1] !== ' ')).toBe(true);
    expect(
      folded[0] +
        folded
          .slice(1)
          .map((part) => part.slice(1))
          .join(''),
    ).toBe(line);
  });

  it('never splits a multi-byte character when folding', () => {
    const line = `SUMMARY:${'诊所'.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(Buffer.from(part).toString('utf8')).toBe(part);
      expect(part).not.toContain('\uFFFD');
    }
    expect(
      folded[0] +
        folded
          .slice(1)
          .map((part) => part.slice(1))
          .join(''),
    ).toBe(line);
  });

  it('names a feed and holds every event given', () => {
    const ics = writeIcs({
      method: 'PUBLISH',
      stamp,
      name: 'Praxis — Dr Ada',
      events: [session, { ...session, uid: 'enc-2@praxis.session' }],
    });
    const lines = unfolded(ics);
    expect(lines).toContain('X-WR-CALNAME:Praxis — Dr Ada');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
  });
});
