import { assign, fromCallback, or, sendTo, setup, type EventObject } from 'xstate';
import type { SessionConfig } from '../../config/session-config';
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
  | 'watcher1Ms'
  | 'warningMs'
  | 'logoutMs'
  | 'checkIntervalMs'
  | 'activityThrottleMs'
  | 'activityHeartbeatMs'
>;

export interface IdleInput {
  config: IdleConfig;
  /** Wall-clock time at start; when absent the machine waits for the clock's `clock.start`. */
  now?: number;
  /** Persisted wall-clock time of the last activity, so a reload continues the countdown. */
  lastActivityAt?: number | null;
  /** Tabs of the same session share activity and logout (decision 6). */
  sessionId?: string | null;
}

/** The reasons this machine ends a session with (a subset of SessionEndReason). */
export type IdleEndReason = WatcherEnding | 'logout-now' | 'other-tab';

/** Every event carrying `now` is also a wake signal: deadlines are re-checked against it. */
export type IdleEvent =
  /** The clock's first reading, with the persisted last activity (when the input had none). */
  | { type: 'clock.start'; now: number; lastActivityAt: number | null }
  | { type: 'user.activity'; now: number }
  | { type: 'clock.tick'; now: number }
  | { type: 'recording.start'; now: number }
  | { type: 'recording.stop'; now: number }
  | { type: 'idle.stay'; now: number }
  | { type: 'idle.logoutNow' }
  | { type: 'tab.activity'; now: number }
  | { type: 'tab.logout' };

/** Tabs of one browser session share tenant and user; both are ids, not secrets. */
export const sessionIdOf = (user: { id: string; tenantId: string }): string =>
  `${user.tenantId}:${user.id}`;

/** Sent to the tab-sync child so sibling tabs of the session stay alive. */
export interface TabSyncCommand {
  type: 'tab.publishActivity';
}

/** Sent to the heartbeat child on this tab's activity, at the machine's effective time. */
export interface HeartbeatCommand {
  type: 'heartbeat.activity';
  now: number;
}

/**
 * The heartbeat child: tells the server the user is there (decision H6) on activity, at most once
 * per `intervalMs`, so the server's idle limit counts from real use. A lost heartbeat is not shown:
 * the next activity sends another; a refusal (401) ends the session through the HTTP client.
 */
export function heartbeatLogic(send: () => Promise<unknown>) {
  return fromCallback<HeartbeatCommand, { intervalMs: number }>(({ receive, input }) => {
    let lastSentAt: number | null = null;
    receive(({ now }) => {
      if (lastSentAt !== null && now - lastSentAt < input.intervalMs) return;
      lastSentAt = now;
      send().catch(() => undefined);
    });
  });
}

export interface IdleContext {
  config: IdleConfig;
  sessionId: string | null;
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

/** Clock and deadlines from a first wall-clock reading and a restored last activity. */
function startingContext(config: IdleConfig, now: number, lastActivity?: number | null) {
  const lastActivityAt = restoredActivity(lastActivity, now);
  return {
    clock: { now, wall: now },
    lastActivityAt,
    deadlines: deadlinesFrom(lastActivityAt, timings(config)),
  };
}

/** The wall-clock reading of the last activity, for persistence across reloads. */
export function lastActivityWall(context: IdleContext): number {
  return context.clock.wall - (context.clock.now - context.lastActivityAt);
}

function remainingUntil(context: IdleContext, at: number | null): number {
  return Math.max(0, (at ?? context.clock.now) - context.clock.now);
}

const activityActions = ['observe', 'markActivity', 'persistActivity'] as const;
/** This tab's own activity also reaches its sibling tabs and, throttled, the server. */
const ownActivityActions = [...activityActions, 'publishActivity', 'heartbeat'] as const;

/** On any observation of time: a passed logout deadline ends the session, watcher 1 first. */
const endWhenALogoutPassed = [
  {
    guard: 'watcher1Passed',
    target: 'ended',
    actions: { type: 'setEndReason', params: { reason: 'idle-watcher-1' } },
  },
  {
    guard: 'watcher2Passed',
    target: 'ended',
    actions: { type: 'setEndReason', params: { reason: 'idle-watcher-2' } },
  },
] as const;

export const idleMachine = setup({
  types: {
    context: {} as IdleContext,
    events: {} as IdleEvent,
    input: {} as IdleInput,
    output: {} as { reason: IdleEndReason | null },
  },
  actors: {
    /**
     * Sends `clock.tick` every interval and on wake signals (visibilitychange, focus); when the
     * input had no time, first `clock.start` with the persisted last activity.
     */
    clock: fromCallback<EventObject, { intervalMs: number }>(() => undefined),
    /** Sends throttled `user.activity` and `recording.start` / `recording.stop`. */
    activitySource: fromCallback<EventObject, { throttleMs: number }>(() => undefined),
    /** Relays sibling tabs (`tab.activity`, `tab.logout`) and publishes this tab's activity. */
    tabSync: fromCallback<TabSyncCommand, { sessionId: string | null }>(() => undefined),
    /** The app provides `heartbeatLogic` with its API call; standalone, nothing is sent. */
    heartbeat: fromCallback<HeartbeatCommand, { intervalMs: number }>(() => undefined),
  },
  delays: {
    WATCHER1: ({ context }) => remainingUntil(context, context.deadlines.watcher1),
    WARNING: ({ context }) => remainingUntil(context, context.deadlines.warning),
    LOGOUT: ({ context }) => remainingUntil(context, context.deadlines.logout),
  },
  guards: {
    /** A wall-clock reading of 0 means none yet: the input gave no time. */
    clockKnown: ({ context }) => context.clock.wall > 0,
    watcher1Enabled: ({ context }) => context.deadlines.watcher1 !== null,
    /** Watcher 1's deadline passed first (both may have passed after a sleep). */
    watcher1Passed: ({ context }) =>
      passedEnding(context.deadlines, context.clock.now) === 'idle-watcher-1',
    watcher2Passed: ({ context }) =>
      passedEnding(context.deadlines, context.clock.now) === 'idle-watcher-2',
    warningReached: ({ context }) => context.clock.now >= context.deadlines.warning,
    wokeAfterLogout: ({ context, event }) =>
      passedEnding(context.deadlines, clockAt(context, event).now) !== null,
    wokeAfterWarning: ({ context, event }) =>
      clockAt(context, event).now >= context.deadlines.warning,
  },
  actions: {
    startClock: assign(({ context, event }) => {
      if (event.type !== 'clock.start') return {};
      return startingContext(context.config, event.now, event.lastActivityAt);
    }),
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
    heartbeat: sendTo('heartbeat', ({ context }) => ({
      type: 'heartbeat.activity' as const,
      now: context.clock.now,
    })),
    /** Provided by the app: keep `lastActivityWall(context)` across reloads. */
    persistActivity: () => undefined,
  },
}).createMachine({
  id: 'idle',
  context: ({ input }) => ({
    ...startingContext(input.config, input.now ?? 0, input.lastActivityAt),
    config: input.config,
    sessionId: input.sessionId ?? null,
    endReason: null,
  }),
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
    {
      id: 'tabSync',
      src: 'tabSync',
      input: ({ context }) => ({ sessionId: context.sessionId }),
    },
    {
      id: 'heartbeat',
      src: 'heartbeat',
      input: ({ context }) => ({ intervalMs: context.config.activityHeartbeatMs }),
    },
  ],
  initial: 'starting',
  on: {
    /** A restarted clock (a remount under React StrictMode) finds the last activity re-saved. */
    'clock.start': { actions: 'persistActivity' },
    'tab.logout': {
      target: '.ended',
      actions: { type: 'setEndReason', params: { reason: 'other-tab' } },
    },
  },
  states: {
    /** The start time counts as activity, so a reload before any input still continues. */
    starting: {
      always: { guard: 'clockKnown', target: 'active', actions: 'persistActivity' },
      on: { 'clock.start': { target: 'active', actions: ['startClock', 'persistActivity'] } },
    },
    active: {
      initial: 'counting',
      /** Every observation of time (a tick, a wake, a restored last activity) lands here first. */
      always: [...endWhenALogoutPassed, { guard: 'warningReached', target: 'warning' }],
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
          { target: '.counting', reenter: true, actions: ownActivityActions },
        ],
        'tab.activity': [
          { guard: or(['wokeAfterLogout', 'wokeAfterWarning']), actions: 'observe' },
          { target: '.counting', reenter: true, actions: activityActions },
        ],
        'idle.stay': {
          target: '.counting',
          reenter: true,
          actions: ownActivityActions,
        },
        'recording.start': [
          { guard: 'wokeAfterLogout', actions: 'observe' },
          { target: 'recording', actions: ownActivityActions },
        ],
      },
    },
    /** Watcher 2's modal: only 'Stay Logged In' (or a sibling tab's activity) dismisses it. */
    warning: {
      tags: ['warning'],
      always: endWhenALogoutPassed,
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
          { target: 'active', actions: ownActivityActions },
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
          { target: 'recording', actions: ownActivityActions },
        ],
      },
    },
    /** Decision 4: a recording holds the session; each tick counts as activity until it stops. */
    recording: {
      tags: ['recording'],
      on: {
        'clock.tick': { actions: ownActivityActions },
        'recording.stop': {
          target: 'active',
          actions: ownActivityActions,
        },
      },
    },
    /** The watchers are done; the invoking auth machine ends the session with the output's reason. */
    ended: { type: 'final' },
  },
  output: ({ context }) => ({ reason: context.endReason }),
});
