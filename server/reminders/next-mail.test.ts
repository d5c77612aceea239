import { describe, expect, it } from 'vitest';
import { nextMail, type MailedAbout } from './next-mail.ts';

const HOUR = 60 * 60 * 1000;
const start = new Date('2026-03-10T09:00:00.000Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * HOUR);
const planned = { status: 'planned' as const, startsAt: start };
const mail = (sequence: number, kind: MailedAbout['kind'], claimedAt: Date, at = start) => ({
  sequence,
  kind,
  startsAt: at,
  claimedAt,
});

describe('the next mail about a session', () => {
  it('is nothing before the reminder window opens', () => {
    expect(nextMail(planned, [], [24], hoursBefore(25))).toBeNull();
  });

  it('is the first reminder, sequence 0, once 24 hours remain', () => {
    expect(nextMail(planned, [], [24], hoursBefore(24))).toEqual({ kind: 'reminder', sequence: 0 });
  });

  it('is nothing more once the reminder went out', () => {
    const sent = [mail(0, 'reminder', hoursBefore(23.9))];
    expect(nextMail(planned, sent, [24], hoursBefore(1))).toBeNull();
  });

  it('is a second reminder when the clinic also reminds 2 hours before', () => {
    const sent = [mail(0, 'reminder', hoursBefore(24))];
    expect(nextMail(planned, sent, [24, 2], hoursBefore(3))).toBeNull();
    expect(nextMail(planned, sent, [24, 2], hoursBefore(2))).toEqual({
      kind: 'reminder',
      sequence: 1,
    });
  });

  it('is one reminder when a session is booked inside both windows', () => {
    const first = nextMail(planned, [], [24, 2], hoursBefore(1));
    expect(first).toEqual({ kind: 'reminder', sequence: 0 });
    const sent = [mail(0, 'reminder', hoursBefore(1))];
    expect(nextMail(planned, sent, [24, 2], hoursBefore(0.5))).toBeNull();
  });

  it('is an update after the session moved, then no reminder for the new time within the window', () => {
    const moved = { status: 'planned' as const, startsAt: new Date(start.getTime() + 2 * HOUR) };
    const sent = [mail(0, 'reminder', hoursBefore(20))];
    expect(nextMail(moved, sent, [24], hoursBefore(10))).toEqual({ kind: 'update', sequence: 1 });
    const updated = [...sent, mail(1, 'update', hoursBefore(10), moved.startsAt)];
    expect(nextMail(moved, updated, [24], hoursBefore(9))).toBeNull();
  });

  it('is a reminder for the new time when a session moved to a later week', () => {
    const later = new Date(start.getTime() + 7 * 24 * HOUR);
    const moved = { status: 'planned' as const, startsAt: later };
    const sent = [mail(0, 'reminder', hoursBefore(20)), mail(1, 'update', hoursBefore(10), later)];
    const dayBefore = new Date(later.getTime() - 24 * HOUR);
    expect(nextMail(moved, sent, [24], dayBefore)).toEqual({ kind: 'reminder', sequence: 2 });
  });

  it('is a cancellation, once, when the patient had heard of the session', () => {
    const cancelled = { status: 'cancelled' as const, startsAt: start };
    const sent = [mail(0, 'reminder', hoursBefore(20))];
    expect(nextMail(cancelled, sent, [24], hoursBefore(5))).toEqual({
      kind: 'cancel',
      sequence: 1,
    });
    const told = [...sent, mail(1, 'cancel', hoursBefore(5))];
    expect(nextMail(cancelled, told, [24], hoursBefore(4))).toBeNull();
  });

  it('is nothing when a session the patient never heard of is cancelled or moved', () => {
    const cancelled = { status: 'cancelled' as const, startsAt: start };
    expect(nextMail(cancelled, [], [24], hoursBefore(5))).toBeNull();
    expect(nextMail(planned, [], [], hoursBefore(5))).toBeNull();
  });

  it('is nothing once the session began or its time passed', () => {
    const arrived = { status: 'arrived' as const, startsAt: start };
    expect(nextMail(arrived, [], [24], hoursBefore(1))).toBeNull();
    expect(nextMail(planned, [], [24], new Date(start.getTime() + 1))).toBeNull();
  });
});
