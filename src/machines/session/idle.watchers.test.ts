import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromCallback, setup } from 'xstate';
import { DEFAULT_SESSION_CONFIG } from '../../config/session-config';
import { idleMachine, type TabSyncCommand } from './idle.machine';
import { selectEndReason, selectIsWarning, selectRemainingMs } from './idle.selectors';
import { activity, elapse, MINUTE, SECOND, startIdle, T0, WATCHER1_OFF } from './idle.test-kit';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watcher 1: 15 minutes without activity ends the session', () => {
  it('keeps the session at 14:59 and ends it with idle-watcher-1 at 15:00', () => {
    const { actor } = startIdle();
    elapse(14 * MINUTE + 59 * SECOND);
    expect(actor.getSnapshot().value).toEqual({ active: 'counting' });
    elapse(SECOND);
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectEndReason(actor.getSnapshot())).toBe('idle-watcher-1');
  });

  it('fires on its named delay alone, without any clock tick', () => {
    const machine = idleMachine.provide({ actors: { clock: fromCallback(() => undefined) } });
    const actor = createActor(machine, {
      input: { config: DEFAULT_SESSION_CONFIG, now: Date.now() },
    }).start();
    elapse(15 * MINUTE - 1);
    expect(actor.getSnapshot().status).toBe('active');
    elapse(1);
    expect(selectEndReason(actor.getSnapshot())).toBe('idle-watcher-1');
  });

  it('ends with the reason idle-watcher-1 as output, for the invoking auth machine to act on', () => {
    const parent = setup({
      types: { context: {} as { reasons: (string | null)[] } },
      actors: { idle: idleMachine },
    }).createMachine({
      context: { reasons: [] },
      invoke: {
        src: 'idle',
        input: { config: DEFAULT_SESSION_CONFIG, now: T0 },
        onDone: {
          actions: assign({
            reasons: ({ context, event }) => [...context.reasons, event.output.reason],
          }),
        },
      },
    });
    const actor = createActor(parent).start();
    elapse(15 * MINUTE);
    expect(actor.getSnapshot().context.reasons).toEqual(['idle-watcher-1']);
  });

  it('restarts its countdown on mouse, key, click, scroll or touch activity', () => {
    const { actor } = startIdle();
    elapse(10 * MINUTE);
    actor.send(activity());
    elapse(14 * MINUTE + 59 * SECOND);
    expect(actor.getSnapshot().status).toBe('active');
    elapse(SECOND);
    expect(selectEndReason(actor.getSnapshot())).toBe('idle-watcher-1');
  });

  it('pre-empts watcher 2 with the spec constants: the modal never shows', () => {
    const { actor } = startIdle();
    const warnings: boolean[] = [];
    actor.subscribe((snapshot) => warnings.push(selectIsWarning(snapshot)));
    elapse(30 * MINUTE);
    expect(warnings).not.toContain(true);
    expect(selectEndReason(actor.getSnapshot())).toBe('idle-watcher-1');
  });
});

describe('watcher 2: the modal at 28 minutes, logout at 30 (watcher 1 disabled)', () => {
  it('shows no modal at 27:59 and shows it at 28:00 with two minutes left', () => {
    const { actor } = startIdle(WATCHER1_OFF);
    elapse(27 * MINUTE + 59 * SECOND);
    expect(selectIsWarning(actor.getSnapshot())).toBe(false);
    elapse(SECOND);
    expect(selectIsWarning(actor.getSnapshot())).toBe(true);
    expect(selectRemainingMs(actor.getSnapshot())).toBe(2 * MINUTE);
  });

  it('keeps the session at 29:59 with one second left and logs out with idle-watcher-2 at 30:00', () => {
    const { actor } = startIdle(WATCHER1_OFF);
    elapse(29 * MINUTE + 59 * SECOND);
    expect(selectIsWarning(actor.getSnapshot())).toBe(true);
    expect(selectRemainingMs(actor.getSnapshot())).toBe(SECOND);
    elapse(SECOND);
    expect(selectEndReason(actor.getSnapshot())).toBe('idle-watcher-2');
  });

  it('does not dismiss the modal on a mouse move; the logout still comes at 30:00', () => {
    const { actor } = startIdle(WATCHER1_OFF);
    elapse(28 * MINUTE + 30 * SECOND);
    actor.send(activity());
    expect(selectIsWarning(actor.getSnapshot())).toBe(true);
    elapse(90 * SECOND);
    expect(selectEndReason(actor.getSnapshot())).toBe('idle-watcher-2');
  });

  it("'Stay Logged In' closes the modal and restarts both watchers", () => {
    const { actor } = startIdle({ watcher1Ms: 29 * MINUTE });
    elapse(28 * MINUTE + 30 * SECOND);
    actor.send({ type: 'idle.stay', now: Date.now() });
    expect(selectIsWarning(actor.getSnapshot())).toBe(false);
    // Watcher 1 (29 min) would have fired at 29:00 without the restart.
    elapse(27 * MINUTE + 59 * SECOND);
    expect(actor.getSnapshot().value).toEqual({ active: 'counting' });
    elapse(SECOND);
    expect(selectIsWarning(actor.getSnapshot())).toBe(true);
    elapse(MINUTE);
    expect(selectEndReason(actor.getSnapshot())).toBe('idle-watcher-1');
  });

  it("'Logout Now' ends the session with logout-now", () => {
    const { actor } = startIdle(WATCHER1_OFF);
    elapse(28 * MINUTE);
    actor.send({ type: 'idle.logoutNow' });
    expect(selectEndReason(actor.getSnapshot())).toBe('logout-now');
  });
});

describe('starting as a child of the auth machine', () => {
  it('waits for the clock’s first reading and continues from the persisted last activity', () => {
    const machine = idleMachine.provide({
      actors: {
        clock: fromCallback(({ sendBack }) => {
          sendBack({ type: 'clock.start', now: Date.now(), lastActivityAt: T0 - 10 * MINUTE });
        }),
      },
    });
    const actor = createActor(machine, { input: { config: DEFAULT_SESSION_CONFIG } }).start();
    expect(actor.getSnapshot().value).toEqual({ active: 'counting' });
    elapse(5 * MINUTE - 1);
    expect(actor.getSnapshot().status).toBe('active');
    elapse(1);
    expect(selectEndReason(actor.getSnapshot())).toBe('idle-watcher-1');
  });

  it('gives the tab-sync child the session id', () => {
    const sessionIds: (string | null)[] = [];
    const machine = idleMachine.provide({
      actors: {
        tabSync: fromCallback<TabSyncCommand, { sessionId: string | null }>(({ input }) => {
          sessionIds.push(input.sessionId);
        }),
      },
    });
    createActor(machine, {
      input: { config: DEFAULT_SESSION_CONFIG, now: T0, sessionId: 'tenant-3:user-7' },
    }).start();
    expect(sessionIds).toEqual(['tenant-3:user-7']);
  });
});
