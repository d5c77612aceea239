import { describe, expect, it } from 'vitest';
import { cancellationDeadline, cancellationVerdict } from './cancellation-window';

const BUCHAREST = { windowHours: 24, timeZone: 'Europe/Bucharest' };
const planned = (startsAt: string) => ({ startsAt, status: 'planned' });
const hoursBetween = (a: Date, b: string) => (Date.parse(b) - a.getTime()) / 3_600_000;

describe('the cancellation window', () => {
  it('allows cancelling until the same wall-clock time a day before, and refuses a minute later', () => {
    // Thursday 2026-06-11 10:00 in Bucharest (UTC+3) is 07:00Z; the deadline Wednesday 07:00Z.
    const session = planned('2026-06-11T07:00:00.000Z');
    expect(cancellationVerdict(session, Date.parse('2026-06-10T07:00:00.000Z'), BUCHAREST)).toEqual(
      { kind: 'allowed', deadline: '2026-06-10T07:00:00.000Z' },
    );
    expect(cancellationVerdict(session, Date.parse('2026-06-10T07:01:00.000Z'), BUCHAREST)).toEqual(
      { kind: 'too-late', deadline: '2026-06-10T07:00:00.000Z' },
    );
  });

  it('reads the window on the clinic’s clock: 23 real hours across the spring change', () => {
    // Sunday 2026-03-29 10:00 (UTC+3, after the change) → Saturday 10:00 (UTC+2).
    const deadline = cancellationDeadline(
      Date.parse('2026-03-29T07:00:00Z'),
      24,
      'Europe/Bucharest',
    );
    expect(deadline.toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(hoursBetween(deadline, '2026-03-29T07:00:00Z')).toBe(23);
  });

  it('reads the window on the clinic’s clock: 25 real hours across the autumn change', () => {
    // Sunday 2026-10-25 10:00 (UTC+2, after the change) → Saturday 10:00 (UTC+3).
    const deadline = cancellationDeadline(
      Date.parse('2026-10-25T08:00:00Z'),
      24,
      'Europe/Bucharest',
    );
    expect(deadline.toISOString()).toBe('2026-10-24T07:00:00.000Z');
    expect(hoursBetween(deadline, '2026-10-25T08:00:00Z')).toBe(25);
  });

  it('moves a deadline the spring change skips on to the first minute that exists', () => {
    // Monday 2026-03-30 03:30 (UTC+3): 24 hours before is Sunday 03:30, which never happens.
    const deadline = cancellationDeadline(
      Date.parse('2026-03-30T00:30:00Z'),
      24,
      'Europe/Bucharest',
    );
    expect(deadline.toISOString()).toBe('2026-03-29T01:00:00.000Z'); // Sunday 04:00 (UTC+3)
  });

  it('places the deadline in the clinic’s zone, not the server’s: the same session differs by zone', () => {
    const start = Date.parse('2026-03-29T14:00:00Z');
    // New York changed on 8 March: the day before is plain 24 hours there.
    expect(cancellationDeadline(start, 24, 'America/New_York').toISOString()).toBe(
      '2026-03-28T14:00:00.000Z',
    );
    expect(cancellationDeadline(start, 24, 'Europe/Bucharest').toISOString()).toBe(
      '2026-03-28T15:00:00.000Z',
    );
  });

  it('counts a window of a few hours on the clock, and a window of 0 allows cancelling until the start', () => {
    const start = '2026-06-11T07:00:00.000Z';
    expect(cancellationDeadline(Date.parse(start), 2, 'Europe/Bucharest').toISOString()).toBe(
      '2026-06-11T05:00:00.000Z',
    );
    const zero = { windowHours: 0, timeZone: 'Europe/Bucharest' };
    expect(cancellationVerdict(planned(start), Date.parse('2026-06-11T06:59:00Z'), zero).kind).toBe(
      'allowed',
    );
  });

  it('never offers cancelling a session that has started, is past, or is not planned', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(cancellationVerdict(planned('2026-05-31T10:00:00Z'), now, BUCHAREST).kind).toBe(
      'not-cancellable',
    );
    for (const status of ['cancelled', 'arrived', 'in-progress', 'finished', 'no-show']) {
      const session = { startsAt: '2026-06-20T10:00:00Z', status };
      expect(cancellationVerdict(session, now, BUCHAREST).kind).toBe('not-cancellable');
    }
  });
});
