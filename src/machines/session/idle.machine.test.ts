import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromCallback, setup, type EventObject } from 'xstate';
import { DEFAULT_SESSION_CONFIG } from '../../config/session-config';
import {
  heartbeatLogic,
  idleMachine,
  lastActivityWall,
  type IdleConfig,
  type IdleInput,
  type TabSyncCommand,
} from './idle.machine';
import { selectEndReason, selectIsWarning, selectRemainingMs } from './idle.selectors';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const WATCHER1_OFF: Partial<IdleConfig> = { watcher1Ms: null };

/** The 1 s tick of the app, on the (fake) wall clock. */
const tickingClock = fromCallback<EventObject, { intervalMs: number }>(({ sendBack, input }) => {
  const id = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() }), input.intervalMs);
  return () => clearInterval(id);
});

function startIdle(
  config: Partial<IdleConfig> = {},
  input: Partial<IdleInput> = {},
  tabCommands: TabSyncCommand[] = [],
  heartbeats: number[] = [],
) {
  const persisted: number[] = [];
  const machine = idleMachine.provide({
    actors: {
      clock: tickingClock,
      heartbeat: heartbeatLogic(async () => void heartbeats.push(Date.now())),
      tabSync: fromCallback<TabSyncCommand, { sessionId: string | null }>(({ receive }) => {
        receive((command) => tabCommands.push(command));
      }),
    },
    actions: {
      persistActivity: ({ context }) => void persisted.push(lastActivityWall(context)),
    },
  });
  const actor = createActor(machine, {
    input: { config: { ...DEFAULT_SESSION_CONFIG, ...config }, now: Date.now(), ...input },
  }).start();
  return { actor, persisted };
}

const elapse = (ms: number) => vi.advanceTimersByTime(ms);
const activity = () => ({ type: 'user.activity', now: Date.now() }) as const;

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

describe('tabs of one session (decision 6)', () => {
  it('ends the session with other-tab when a sibling tab logs out', () => {
    const { actor } = startIdle();
    actor.send({ type: 'tab.logout' });
    expect(selectEndReason(actor.getSnapshot())).toBe('other-tab');
  });

  it('stays alive on a sibling tab’s activity', () => {
    const { actor } = startIdle();
    elapse(10 * MINUTE);
    actor.send({ type: 'tab.activity', now: Date.now() });
    elapse(14 * MINUTE);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('closes its modal when the user stays logged in from a sibling tab', () => {
    const { actor } = startIdle(WATCHER1_OFF);
    elapse(28 * MINUTE + 10 * SECOND);
    actor.send({ type: 'tab.activity', now: Date.now() });
    expect(selectIsWarning(actor.getSnapshot())).toBe(false);
  });

  it('publishes accepted activity to sibling tabs, but not a mouse move under the modal', () => {
    const commands: TabSyncCommand[] = [];
    const { actor } = startIdle(WATCHER1_OFF, {}, commands);
    actor.send(activity());
    expect(commands).toHaveLength(1);
    elapse(28 * MINUTE);
    actor.send(activity());
    expect(commands).toHaveLength(1);
    actor.send({ type: 'idle.stay', now: Date.now() });
    expect(commands).toEqual([{ type: 'tab.publishActivity' }, { type: 'tab.publishActivity' }]);
  });

  it('does not echo a sibling’s activity back to the siblings', () => {
    const commands: TabSyncCommand[] = [];
    const { actor } = startIdle({}, {}, commands);
    actor.send({ type: 'tab.activity', now: Date.now() });
    expect(commands).toEqual([]);
  });

  it('keeps sibling tabs alive every tick while recording', () => {
    const commands: TabSyncCommand[] = [];
    const { actor } = startIdle({}, {}, commands);
    actor.send({ type: 'recording.start', now: Date.now() });
    elapse(3 * SECOND);
    expect(commands).toHaveLength(4);
  });
});

describe('the heartbeat to the server (decision H6)', () => {
  it('tells the server on the first activity, then at most once a minute while the user works', () => {
    const heartbeats: number[] = [];
    const { actor } = startIdle({}, {}, [], heartbeats);
    actor.send(activity());
    for (let second = 1; second <= 150; second++) {
      elapse(SECOND);
      actor.send(activity());
    }
    expect(heartbeats.map((at) => at - T0)).toEqual([0, MINUTE, 2 * MINUTE]);
  });

  it('sends nothing while the user is away, nor for a sibling tab’s activity', () => {
    const heartbeats: number[] = [];
    const { actor } = startIdle(WATCHER1_OFF, {}, [], heartbeats);
    elapse(10 * MINUTE);
    actor.send({ type: 'tab.activity', now: Date.now() });
    elapse(10 * MINUTE);
    expect(heartbeats).toEqual([]);
  });

  it("sends one when 'Stay Logged In' is clicked under the modal, not on a mouse move there", () => {
    const heartbeats: number[] = [];
    const { actor } = startIdle(WATCHER1_OFF, {}, [], heartbeats);
    elapse(28 * MINUTE);
    actor.send(activity());
    expect(heartbeats).toEqual([]);
    actor.send({ type: 'idle.stay', now: Date.now() });
    expect(heartbeats.map((at) => at - T0)).toEqual([28 * MINUTE]);
  });

  it('keeps the server session alive once a minute through a long recording', () => {
    const heartbeats: number[] = [];
    const { actor } = startIdle({}, {}, [], heartbeats);
    actor.send({ type: 'recording.start', now: Date.now() });
    elapse(45 * MINUTE);
    expect(heartbeats).toHaveLength(46);
    expect(heartbeats[1]! - heartbeats[0]!).toBe(MINUTE);
  });

  it('forgets a failed heartbeat: the next activity after the interval tries again', async () => {
    const attempts: number[] = [];
    const failing = heartbeatLogic(async () => {
      attempts.push(Date.now());
      throw new Error('offline');
    });
    const actor = createActor(idleMachine.provide({ actors: { heartbeat: failing } }), {
      input: { config: DEFAULT_SESSION_CONFIG, now: Date.now() },
    }).start();
    actor.send(activity());
    elapse(MINUTE);
    actor.send(activity());
    await vi.runAllTicks();
    expect(attempts).toHaveLength(2);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
