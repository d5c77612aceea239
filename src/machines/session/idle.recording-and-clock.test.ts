import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectEndReason, selectIsWarning, selectRemainingMs } from './idle.selectors';
import { activity, elapse, MINUTE, SECOND, startIdle, T0, WATCHER1_OFF } from './idle.test-kit';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a recording holds the session (decision 4)', () => {
  it('never logs out nor warns while recording, and restarts the countdown at recording-stop', () => {
    const { actor } = startIdle();
    elapse(5 * MINUTE);
    actor.send({ type: 'recording.start', now: Date.now() });
    elapse(60 * MINUTE);
    expect(actor.getSnapshot().value).toBe('recording');
    actor.send({ type: 'recording.stop', now: Date.now() });
    elapse(14 * MINUTE + 59 * SECOND);
    expect(actor.getSnapshot().value).toEqual({ active: 'counting' });
    elapse(SECOND);
    expect(selectEndReason(actor.getSnapshot())).toBe('idle-watcher-1');
  });

  it('closes the modal when a recording starts', () => {
    const { actor } = startIdle(WATCHER1_OFF);
    elapse(28 * MINUTE);
    actor.send({ type: 'recording.start', now: Date.now() });
    expect(selectIsWarning(actor.getSnapshot())).toBe(false);
    elapse(10 * MINUTE);
    expect(actor.getSnapshot().value).toBe('recording');
  });
});

describe('deadlines are wall-clock (decision 5)', () => {
  it('ends the session on the first wake after a 31-minute sleep in which no timer fired', () => {
    const { actor } = startIdle();
    vi.setSystemTime(T0 + 31 * MINUTE);
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'clock.tick', now: Date.now() });
    expect(selectEndReason(actor.getSnapshot())).toBe('idle-watcher-1');
  });

  it('treats input after the sleep as a wake, not as activity', () => {
    const { actor } = startIdle(WATCHER1_OFF);
    vi.setSystemTime(T0 + 31 * MINUTE);
    actor.send(activity());
    expect(selectEndReason(actor.getSnapshot())).toBe('idle-watcher-2');
  });

  it('shows the modal with the one minute that remains when waking at minute 29', () => {
    const { actor } = startIdle(WATCHER1_OFF);
    vi.setSystemTime(T0 + 29 * MINUTE);
    actor.send({ type: 'clock.tick', now: Date.now() });
    expect(selectIsWarning(actor.getSnapshot())).toBe(true);
    expect(selectRemainingMs(actor.getSnapshot())).toBe(MINUTE);
  });

  it('continues the countdown after a reload at minute 20', () => {
    const { actor } = startIdle(WATCHER1_OFF, {
      now: T0 + 20 * MINUTE,
      lastActivityAt: T0,
    });
    vi.setSystemTime(T0 + 20 * MINUTE);
    elapse(7 * MINUTE + 59 * SECOND);
    expect(selectIsWarning(actor.getSnapshot())).toBe(false);
    elapse(SECOND);
    expect(selectIsWarning(actor.getSnapshot())).toBe(true);
  });

  it('ends the session at once when reloaded after watcher 1 passed', () => {
    const { actor } = startIdle({}, { now: T0 + 20 * MINUTE, lastActivityAt: T0 });
    expect(selectEndReason(actor.getSnapshot())).toBe('idle-watcher-1');
  });

  it.each([
    ['not a number', Number.NaN],
    ['in the future', T0 + 5 * MINUTE],
    ['negative', -1],
    ['missing', null],
  ])('ignores a stored last activity that is %s and counts from now', (_, lastActivityAt) => {
    const { actor } = startIdle({}, { lastActivityAt });
    elapse(15 * MINUTE - SECOND);
    expect(actor.getSnapshot().status).toBe('active');
    elapse(SECOND);
    expect(selectEndReason(actor.getSnapshot())).toBe('idle-watcher-1');
  });

  it('never extends a deadline when the clock is turned back an hour', () => {
    const { actor } = startIdle(WATCHER1_OFF);
    elapse(10 * MINUTE);
    vi.setSystemTime(Date.now() - 60 * MINUTE);
    elapse(18 * MINUTE);
    expect(selectIsWarning(actor.getSnapshot())).toBe(true);
    expect(selectRemainingMs(actor.getSnapshot())).toBe(2 * MINUTE);
    elapse(2 * MINUTE);
    expect(selectEndReason(actor.getSnapshot())).toBe('idle-watcher-2');
  });

  it('persists the wall-clock time of the start and of each accepted activity', () => {
    const { actor, persisted } = startIdle();
    elapse(MINUTE);
    actor.send(activity());
    vi.setSystemTime(Date.now() - 60 * MINUTE);
    actor.send({ type: 'clock.tick', now: Date.now() });
    actor.send(activity());
    expect(persisted).toEqual([T0, T0 + MINUTE, T0 + MINUTE - 60 * MINUTE]);
  });

  it('persists a restored last activity unchanged, not the reload time', () => {
    const { persisted } = startIdle({}, { now: T0 + 5 * MINUTE, lastActivityAt: T0 });
    expect(persisted).toEqual([T0]);
  });
});
