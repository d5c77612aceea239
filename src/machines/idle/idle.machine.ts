import { assign, fromCallback, or, sendTo, setup, type EventObject } from 'xstate';
import type { SessionConfig } from '../../config/session-config';
import type { AuthEvent } from '../auth/auth.events';
import {
  deadlinesFrom,
  observeWall,
  passedEnding,
  reachTime,
  restoredActivity,
  type IdleDeadlines,
  type IdleTimings,
  type WatcherEnding,
} from './idle.time';

export type IdleConfig = Pick<
  SessionConfig,
  'watcher1Ms' | 'warningMs' | 'logoutMs' | 'checkIntervalMs' | 'activityThrottleMs'
>;

export interface IdleInput {
  config: IdleConfig;
  /** Wall-clock time at start. */
  now: number;
  /** Persisted wall-clock time of the last activity, so a reload continues the countdown. */
  lastActivityAt?: number | null;
}

/** The reasons this machine ends a session with (a subset of SessionEndReason). */
export type IdleEndReason = WatcherEnding | 'logout-now' | 'other-tab';

/** Every event carrying `now` is also a wake signal: deadlines are re-checked against it. */
export type IdleEvent =
  | { type: 'user.activity'; now: number }
  | { type: 'clock.tick'; now: number }
  | { type: 'recording.start'; now: number }
  | { type: 'recording.stop'; now: number }
  | { type: 'idle.stay'; now: number }
  | { type: 'idle.logoutNow' }
  | { type: 'tab.activity'; now: number }
  | { type: 'tab.logout' };

/** Sent to the tab-sync child so sibling tabs of the session stay alive. */
export interface TabSyncCommand {
  type: 'tab.publishActivity';
}

export interface IdleContext {
  config: IdleConfig;
  /** Effective now (never goes back) and the wall-clock reading it matches. */
  clock: { now: number; wall: number };
  lastActivityAt: number;
  deadlines: IdleDeadlines;
  endReason: IdleEndReason | null;
}

type DeadlineName = keyof IdleDeadlines;

function timings(config: IdleConfig): IdleTimings {
  return { watcher1Ms: config.watcher1Ms, warningMs: config.warningMs, logoutMs: config.logoutMs };
}

/** The clock after this event: observed from its wall-clock reading, if it carries one. */
function clockAt(context: IdleContext, event: IdleEvent): IdleContext['clock'] {
  return 'now' in event ? observeWall(context.clock, event.now) : context.clock;
}

function logoutEvent(reason: IdleEndReason): AuthEvent {
  return { type: 'auth.logout', reason };
}

function remainingUntil(context: IdleContext, at: number | null): number {
  return Math.max(0, (at ?? context.clock.now) - context.clock.now);
}

const activityActions = ['observe', 'markActivity', 'persistActivity'] as const;

export const idleMachine = setup({
  types: {
    context: {} as IdleContext,
    events: {} as IdleEvent,
    input: {} as IdleInput,
    output: {} as { reason: IdleEndReason | null },
  },
  actors: {
    /** Sends `clock.tick` every interval and on wake signals (visibilitychange, focus). */
    clock: fromCallback<EventObject, { intervalMs: number }>(() => undefined),
    /** Sends throttled `user.activity` and `recording.start` / `recording.stop`. */
    activitySource: fromCallback<EventObject, { throttleMs: number }>(() => undefined),
    /** Relays sibling tabs (`tab.activity`, `tab.logout`) and publishes this tab's activity. */
    tabSync: fromCallback<TabSyncCommand>(() => undefined),
  },
  delays: {
    WATCHER1: ({ context }) => remainingUntil(context, context.deadlines.watcher1),
    WARNING: ({ context }) => remainingUntil(context, context.deadlines.warning),
    LOGOUT: ({ context }) => remainingUntil(context, context.deadlines.logout),
  },
  guards: {
    watcher1Enabled: ({ context }) => context.deadlines.watcher1 !== null,
    logoutPassed: ({ context }, params: { ending: WatcherEnding }) =>
      passedEnding(context.deadlines, context.clock.now) === params.ending,
    warningReached: ({ context }) => context.clock.now >= context.deadlines.warning,
    wokeAfterLogout: ({ context, event }) =>
      passedEnding(context.deadlines, clockAt(context, event).now) !== null,
    wokeAfterWarning: ({ context, event }) =>
      clockAt(context, event).now >= context.deadlines.warning,
  },
  actions: {
    observe: assign({ clock: ({ context, event }) => clockAt(context, event) }),
    /** A timer fired: its deadline is reached even if no wall-clock reading says so yet. */
    reachDeadline: assign({
      clock: ({ context }, params: { deadline: DeadlineName }) =>
        reachTime(context.clock, context.deadlines[params.deadline] ?? context.clock.now),
    }),
    markActivity: assign(({ context }) => ({
      lastActivityAt: context.clock.now,
      deadlines: deadlinesFrom(context.clock.now, timings(context.config)),
    })),
    setEndReason: assign({ endReason: (_, params: { reason: IdleEndReason }) => params.reason }),
    publishActivity: sendTo('tabSync', { type: 'tab.publishActivity' } as TabSyncCommand),
    /** Provided by the app: keep `context.clock.wall` of the last activity across reloads. */
    persistActivity: () => undefined,
    /** Provided by the app: forget the persisted activity once the session ended. */
    clearPersisted: () => undefined,
    /** Tells the invoking auth machine to end the session; a standalone actor has no parent. */
    notifyParent: ({ context, self }) => {
      if (context.endReason) self._parent?.send(logoutEvent(context.endReason));
    },
  },
}).createMachine({
  id: 'idle',
  context: ({ input }) => {
    const lastActivityAt = restoredActivity(input.lastActivityAt, input.now);
    return {
      config: input.config,
      clock: { now: input.now, wall: input.now },
      lastActivityAt,
      deadlines: deadlinesFrom(lastActivityAt, timings(input.config)),
      endReason: null,
    };
  },
  invoke: [
    {
      id: 'clock',
      src: 'clock',
      input: ({ context }) => ({ intervalMs: context.config.checkIntervalMs }),
    },
    {
      id: 'activitySource',
      src: 'activitySource',
      input: ({ context }) => ({ throttleMs: context.config.activityThrottleMs }),
    },
    { id: 'tabSync', src: 'tabSync' },
  ],
  initial: 'active',
  on: {
    'tab.logout': {
      target: '.ended',
      actions: { type: 'setEndReason', params: { reason: 'other-tab' } },
    },
  },
  states: {
    active: {
      initial: 'counting',
      /** Every observation of time (a tick, a wake, a restored last activity) lands here first. */
      always: [
        {
          guard: { type: 'logoutPassed', params: { ending: 'idle-watcher-1' } },
          target: 'ended',
          actions: { type: 'setEndReason', params: { reason: 'idle-watcher-1' } },
        },
        {
          guard: { type: 'logoutPassed', params: { ending: 'idle-watcher-2' } },
          target: 'ended',
          actions: { type: 'setEndReason', params: { reason: 'idle-watcher-2' } },
        },
        { guard: 'warningReached', target: 'warning' },
      ],
      states: {
        counting: {
          after: {
            WATCHER1: {
              guard: 'watcher1Enabled',
              target: '#idle.ended',
              actions: [
                { type: 'reachDeadline', params: { deadline: 'watcher1' } },
                { type: 'setEndReason', params: { reason: 'idle-watcher-1' } },
              ],
            },
            WARNING: {
              target: '#idle.warning',
              actions: { type: 'reachDeadline', params: { deadline: 'warning' } },
            },
          },
        },
      },
      on: {
        'clock.tick': { actions: 'observe' },
        /** A wake is not activity: input after a passed deadline only observes the time. */
        'user.activity': [
          { guard: or(['wokeAfterLogout', 'wokeAfterWarning']), actions: 'observe' },
          { target: '.counting', reenter: true, actions: [...activityActions, 'publishActivity'] },
        ],
        'tab.activity': [
          { guard: or(['wokeAfterLogout', 'wokeAfterWarning']), actions: 'observe' },
          { target: '.counting', reenter: true, actions: activityActions },
        ],
        'idle.stay': {
          target: '.counting',
          reenter: true,
          actions: [...activityActions, 'publishActivity'],
        },
        'recording.start': [
          { guard: 'wokeAfterLogout', actions: 'observe' },
          { target: 'recording', actions: [...activityActions, 'publishActivity'] },
        ],
      },
    },
    /** Watcher 2's modal: only 'Stay Logged In' (or a sibling tab's activity) dismisses it. */
    warning: {
      tags: ['warning'],
      always: [
        {
          guard: { type: 'logoutPassed', params: { ending: 'idle-watcher-1' } },
          target: 'ended',
          actions: { type: 'setEndReason', params: { reason: 'idle-watcher-1' } },
        },
        {
          guard: { type: 'logoutPassed', params: { ending: 'idle-watcher-2' } },
          target: 'ended',
          actions: { type: 'setEndReason', params: { reason: 'idle-watcher-2' } },
        },
      ],
      after: {
        LOGOUT: {
          target: 'ended',
          actions: [
            { type: 'reachDeadline', params: { deadline: 'logout' } },
            { type: 'setEndReason', params: { reason: 'idle-watcher-2' } },
          ],
        },
        WATCHER1: {
          guard: 'watcher1Enabled',
          target: 'ended',
          actions: [
            { type: 'reachDeadline', params: { deadline: 'watcher1' } },
            { type: 'setEndReason', params: { reason: 'idle-watcher-1' } },
          ],
        },
      },
      on: {
        'clock.tick': { actions: 'observe' },
        'user.activity': { actions: 'observe' },
        'idle.stay': [
          { guard: 'wokeAfterLogout', actions: 'observe' },
          { target: 'active', actions: [...activityActions, 'publishActivity'] },
        ],
        'idle.logoutNow': {
          target: 'ended',
          actions: { type: 'setEndReason', params: { reason: 'logout-now' } },
        },
        'tab.activity': [
          { guard: 'wokeAfterLogout', actions: 'observe' },
          { target: 'active', actions: activityActions },
        ],
        'recording.start': [
          { guard: 'wokeAfterLogout', actions: 'observe' },
          { target: 'recording', actions: [...activityActions, 'publishActivity'] },
        ],
      },
    },
    /** Decision 4: a recording holds the session; each tick counts as activity until it stops. */
    recording: {
      tags: ['recording'],
      on: {
        'clock.tick': { actions: [...activityActions, 'publishActivity'] },
        'recording.stop': {
          target: 'active',
          actions: [...activityActions, 'publishActivity'],
        },
      },
    },
    ended: {
      type: 'final',
      entry: ['clearPersisted', 'notifyParent'],
    },
  },
  output: ({ context }) => ({ reason: context.endReason }),
});
