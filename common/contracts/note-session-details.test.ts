import { describe, expect, it } from 'vitest';
import { clinicTimeOfDay, noteContentForSession } from './note-session-details';
import { noteContent } from './notes.contract';

const session = {
  startsAt: '2026-11-27T19:00:00.000Z',
  endsAt: '2026-11-27T19:50:00.000Z',
  startedAt: null,
  finishedAt: null,
  modality: 'video' as const,
};

describe('a new note starts from its session', () => {
  it('takes the booked times on the clinic’s clock and the modality, and names no other participant', () => {
    const content = noteContentForSession(session, 'Europe/Bucharest');
    expect(content.fields).toMatchObject({
      startTime: '21:00',
      endTime: '21:50',
      modality: 'video',
      participants: '',
    });
    expect(content.sections).toEqual({});
    expect(noteContent.safeParse(content).success).toBe(true);
  });

  it('prefers the times the session was really started and finished', () => {
    const held = {
      ...session,
      startedAt: '2026-11-27T19:04:00.000Z',
      finishedAt: '2026-11-27T19:58:00.000Z',
    };
    expect(noteContentForSession(held, 'UTC').fields).toMatchObject({
      startTime: '19:04',
      endTime: '19:58',
    });
  });

  it('writes a time of day as two-digit hours and minutes, in the zone given', () => {
    expect(clinicTimeOfDay('2026-03-29T00:05:00.000Z', 'Europe/London')).toBe('00:05');
    expect(clinicTimeOfDay('2026-03-29T01:05:00.000Z', 'Europe/London')).toBe('02:05');
    expect(clinicTimeOfDay('2026-11-27T08:30:00.000Z', 'America/New_York')).toBe('03:30');
  });
});
