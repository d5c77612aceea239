import { describe, expect, it } from 'vitest';
import { storySession } from './chart-story-data';
import { groupSessions } from './session-groups';

const zone = 'Europe/Bucharest';
/** 10:24 in Bucharest on Friday 27 November 2026. */
const now = new Date('2026-11-27T08:24:00Z');
const ids = (groups: ReturnType<typeof groupSessions>) => ({
  today: groups.today.map((s) => s.id),
  upcoming: groups.upcoming.map((s) => s.id),
  past: groups.past.map((s) => s.id),
});

describe('the chart’s session groups', () => {
  it('lists today’s checked-in session under today, not past, though it started 24 minutes ago', () => {
    const checkedIn = storySession('now', '2026-11-27T08:00:00Z', {
      status: 'arrived',
      arrivedAt: '2026-11-27T07:52:00Z',
    });
    expect(ids(groupSessions([checkedIn], now, zone))).toEqual({
      today: ['now'],
      upcoming: [],
      past: [],
    });
  });

  it('keeps the whole of today together, earliest first, whatever each session’s state', () => {
    const sessions = [
      storySession('evening', '2026-11-27T20:30:00Z'),
      storySession('morning', '2026-11-27T06:00:00Z', { status: 'finished' }),
      storySession('now', '2026-11-27T08:00:00Z', { status: 'in-progress' }),
    ];
    expect(ids(groupSessions(sessions, now, zone)).today).toEqual(['morning', 'now', 'evening']);
  });

  it('takes the day in the clinic’s zone: 23:30 in Bucharest is today though UTC is on the same day, 00:30 tomorrow is not', () => {
    const sessions = [
      storySession('late', '2026-11-27T21:30:00Z'),
      storySession('after-midnight', '2026-11-27T22:30:00Z'),
      storySession('yesterday-late', '2026-11-26T21:30:00Z', { status: 'finished' }),
    ];
    expect(ids(groupSessions(sessions, now, zone))).toEqual({
      today: ['late'],
      upcoming: ['after-midnight'],
      past: ['yesterday-late'],
    });
  });

  it('keeps a session still under way from an earlier day out of past', () => {
    const forgotten = storySession('open', '2026-11-26T14:00:00Z', { status: 'in-progress' });
    expect(ids(groupSessions([forgotten], now, zone)).today).toEqual(['open']);
  });

  it('orders upcoming soonest first and past latest first', () => {
    const sessions = [
      storySession('next-month', '2026-12-20T08:00:00Z'),
      storySession('next-week', '2026-12-04T08:00:00Z'),
      storySession('long-ago', '2026-10-01T08:00:00Z', { status: 'finished' }),
      storySession('last-week', '2026-11-20T08:00:00Z', { status: 'finished' }),
    ];
    expect(ids(groupSessions(sessions, now, zone))).toEqual({
      today: [],
      upcoming: ['next-week', 'next-month'],
      past: ['last-week', 'long-ago'],
    });
  });
});
