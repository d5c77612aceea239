import { assign, fromCallback, sendTo, setup, type EventObject } from 'xstate';
import {
  deadlinesFrom,
  observeWall,
  passedEnding,
  reachTime,
  restoredActivity,
  type IdleDeadlines,
  type IdleTimings,
} from './idle.time';
import type {
  HeartbeatCommand,
  IdleConfig,
  IdleContext,
  IdleEndReason,
  IdleEvent,
  IdleInput,
  TabSyncCommand,
} from './idle.types';

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

type DeadlineName = keyof IdleDeadlines;

function timings(config: IdleConfig): IdleTimings {
  return { watcher1Ms: config.watcher1Ms, warningMs: config.warningMs, logoutMs: config.logoutMs };
}

/** The clock after this event: observed from its wall-clock reading, if it carries one. */
function clockAt(context: IdleContext, event: IdleEvent): IdleContext['clock'] {
  return 'now' in event ? observeWall(context.clock, event.now) : context.clock;
}

/** Clock and deadlines from a first wall-clock reading and a restored last activity. */
export function startingContext(config: IdleConfig, now: number, lastActivity?: number | null) {
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

/**
 * The idle machine's named pieces: its children (clock, activity source, tab sync, heartbeat),
 * the watchers' delays, its guards and its actions. The app provides the effects
 * (src/routes/session/idle-connected.tsx); the states are in idle.machine.ts.
 */
export const idleSetup = setup({
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
});
